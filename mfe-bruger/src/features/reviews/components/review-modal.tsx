// The review form (SPEC §2): star rating 1 to 5, title, text and category (the job's category
// chosen beforehand). SPEC §5's refusals appear in the form's error area, from the client's check
// or from the server (validation_errors, or e.g. 'already reviewed'); success is a notification.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageContact } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  TextField,
  errorTextsOf,
  notifyFromReply,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useCreateReviewMutation } from '../api/reviews-api';
import { reviewErrors, type ReviewDraft } from '../lib/validate-review';
import { CategorySelect } from './category-select';
import { StarRating } from './star-rating';

interface ReviewModalProps {
  contact: JobPageContact;
  categoryId: number;
  onClose: () => void;
  onReviewed: (rating: number) => void;
}

export function ReviewModal({ contact, categoryId, onClose, onReviewed }: ReviewModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<ReviewDraft>({
    rating: null,
    title: '',
    textreview: '',
    category: categoryId,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [send, { isLoading }] = useCreateReviewMutation();
  const change = (part: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = reviewErrors(draft, t);
    setErrors(problems);
    if (problems.length > 0 || draft.rating === null || draft.category === null) return;
    const result = await send({
      contact_id: contact.contact_id,
      rating: draft.rating,
      title: draft.title.trim(),
      textreview: draft.textreview.trim(),
      category: draft.category,
    });
    if ('error' in result) {
      setErrors(errorTextsOf(result.error, t('errors:::internal')));
      return;
    }
    dispatch(notifyFromReply(result.data));
    onReviewed(draft.rating);
  };

  return (
    <Modal
      open
      title={t('bruger:::reviews::title', { company: contact.company.name })}
      onClose={onClose}
      testId="review-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <StarRating value={draft.rating} onChange={(rating) => change({ rating })} />
        <TextField
          label={t('bruger:::reviews::field_title')}
          value={draft.title}
          maxLength={120}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextField
          multiline
          label={t('bruger:::reviews::field_text')}
          value={draft.textreview}
          maxLength={5000}
          rows={5}
          onChange={(event) => change({ textreview: event.target.value })}
        />
        <CategorySelect value={draft.category} onChange={(category) => change({ category })} />
        <ErrorArea message={errors} testId="review-errors" />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::reviews::submit')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::reviews::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
