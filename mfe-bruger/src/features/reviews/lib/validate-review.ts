// SPEC §5 "Review", checked before sending with the server's own texts (errors namespace); the
// server repeats every check (POST /api/anmeldelser).
import type { TFunction } from 'i18next';

export interface ReviewDraft {
  rating: number | null;
  title: string;
  textreview: string;
  category: number | null;
}

/** The messages to show, or [] when the review may be sent. */
export function reviewErrors(draft: ReviewDraft, t: TFunction): string[] {
  const messages: string[] = [];
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    messages.push(t('errors:::review_stars'));
  }
  if (!draft.title.trim() || !draft.textreview.trim() || draft.category === null) {
    messages.push(t('errors:::all_fields_filled'));
  }
  return messages;
}
