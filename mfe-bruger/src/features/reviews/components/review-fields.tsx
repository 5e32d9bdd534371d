// The review form's fields (SPEC §2): star rating 1 to 5, title, text and category. Shared by the
// customer's review of her job (ReviewModal) and the review written with a company's review
// request link (PublicReviewForm); the limits are the server's (CreateReviewBody).
import { useTranslation } from 'react-i18next';
import { TextField } from '@opgavetorvet/ui';
import type { ReviewDraft } from '../lib/validate-review';
import { CategorySelect } from './category-select';
import { StarRating } from './star-rating';

export function ReviewFields({
  draft,
  onChange,
}: {
  draft: ReviewDraft;
  onChange: (part: Partial<ReviewDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StarRating value={draft.rating} onChange={(rating) => onChange({ rating })} />
      <TextField
        label={t('bruger:::reviews::field_title')}
        value={draft.title}
        maxLength={120}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextField
        multiline
        label={t('bruger:::reviews::field_text')}
        value={draft.textreview}
        maxLength={5000}
        rows={5}
        onChange={(event) => onChange({ textreview: event.target.value })}
      />
      <CategorySelect value={draft.category} onChange={(category) => onChange({ category })} />
    </>
  );
}
