// Removing a reported review on its call's schema (RemoveReviewBody): the ground is one of the
// stated ones (REVIEW_REMOVAL_REASONS) and must be chosen; none is told the schema's own text,
// 'Vælg en begrundelse for at fjerne anmeldelsen.', at the choice before sending.
import { RemoveReviewBody, type ReviewRemovalReason } from '@opgavetorvet/contracts';
import { schemaForm } from '@opgavetorvet/ui/forms';

/** '' until the administrator chooses a ground. */
export type ReviewRemovalValues = { reason: ReviewRemovalReason | '' };

export const reviewRemovalForm = schemaForm<ReviewRemovalValues, typeof RemoveReviewBody>(RemoveReviewBody);
