// SPEC §5 "Review", checked before sending with the server's own texts (errors namespace); the
// server repeats every check (POST /api/anmeldelser and /api/anmeldelser/offentlig).
import type { TFunction } from 'i18next';

export interface ReviewDraft {
  rating: number | null;
  title: string;
  textreview: string;
  category: number | null;
}

/**
 * The messages to show, or [] when the review may be sent. `alsoFilled` are the form's further
 * fields that must be filled as well (the reviewer's name on the public review).
 */
export function reviewErrors(draft: ReviewDraft, t: TFunction, alsoFilled: readonly string[] = []): string[] {
  const messages: string[] = [];
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    messages.push(t('errors:::review_stars'));
  }
  const blank = [draft.title, draft.textreview, ...alsoFilled].some((text) => !text.trim());
  if (blank || draft.category === null) {
    messages.push(t('errors:::all_fields_filled'));
  }
  return messages;
}
