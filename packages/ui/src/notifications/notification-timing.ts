// SPEC §9: a notification shows for 7000 ms plus 300 ms per word; several appear 300 ms apart.
export const NOTIFICATION_BASE_MS = 7000;
export const NOTIFICATION_PER_WORD_MS = 300;
export const NOTIFICATION_STAGGER_MS = 300;

export function countWords(note: string): number {
  const trimmed = note.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function notificationDuration(note: string): number {
  return NOTIFICATION_BASE_MS + NOTIFICATION_PER_WORD_MS * countWords(note);
}

/** When the next notification may appear: now, or 300 ms after the last one, whichever is later. */
export function nextShowAt(now: number, lastShowAt: number): number {
  return Math.max(now, lastShowAt + NOTIFICATION_STAGGER_MS);
}
