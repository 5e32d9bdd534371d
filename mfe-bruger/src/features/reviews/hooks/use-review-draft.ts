// The state both review forms share (the customer's ReviewModal and the review request's
// PublicReviewForm): the draft of SPEC §2's fields, SPEC §5's check before sending, and the error
// area's texts, from that check or from the server's refusal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateReviewBody } from '@opgavetorvet/contracts';
import { errorTextsOf } from '@opgavetorvet/ui';
import { reviewErrors, type ReviewDraft } from '../lib/validate-review';

/** The checked fields as both calls take them. */
export type ReviewFieldsBody = Pick<CreateReviewBody, 'rating' | 'title' | 'textreview' | 'category'>;

export function useReviewDraft(category: number | null) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: null, title: '', textreview: '', category });
  const [errors, setErrors] = useState<string[]>([]);
  const change = (part: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...part }));

  /** SPEC §5's check (with `alsoFilled`, the form's further fields): the fields to send, or null. */
  const checked = (alsoFilled: readonly string[] = []): ReviewFieldsBody | null => {
    const problems = reviewErrors(draft, t, alsoFilled);
    setErrors(problems);
    if (problems.length > 0 || draft.rating === null || draft.category === null) return null;
    return {
      rating: draft.rating,
      title: draft.title.trim(),
      textreview: draft.textreview.trim(),
      category: draft.category,
    };
  };

  /** Shows a refused call's texts in the error area; true when the call went through. */
  const accepted = <T>(result: { data: T } | { error: unknown }): result is { data: T } => {
    if (!('error' in result)) return true;
    setErrors(errorTextsOf(result.error, t('errors:::internal')));
    return false;
  };

  return { draft, change, errors, checked, accepted };
}
