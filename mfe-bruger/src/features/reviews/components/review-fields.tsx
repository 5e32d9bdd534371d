// The review form's fields (SPEC §2): star rating 1 to 5, title, text and category. Shared by the
// customer's review of her job (ReviewModal) and the review written with a company's review
// request link (PublicReviewForm); the limits are the call's schema's (CreateReviewBody).
import { useTranslation } from 'react-i18next';
import { TextField } from '@opgavetorvet/ui';
import { REVIEW_MAX, type ReviewValues } from '../lib/review-forms';
import { CategorySelect } from './category-select';
import { StarRating } from './star-rating';

export function ReviewFields({
  draft,
  onChange,
}: {
  draft: ReviewValues;
  onChange: (part: Partial<ReviewValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StarRating value={draft.rating} onChange={(rating) => onChange({ rating })} />
      <TextField
        label={t('bruger:::reviews::field_title')}
        value={draft.title}
        maxLength={REVIEW_MAX.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextField
        multiline
        label={t('bruger:::reviews::field_text')}
        value={draft.textreview}
        maxLength={REVIEW_MAX.textreview}
        rows={5}
        onChange={(event) => onChange({ textreview: event.target.value })}
      />
      <CategorySelect value={draft.category} onChange={(category) => onChange({ category })} />
    </>
  );
}
