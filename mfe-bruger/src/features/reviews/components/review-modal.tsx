// The review form (SPEC §2): star rating 1 to 5, title, text and category (the job's category
// chosen beforehand). SPEC §5's refusals appear in the form's error area, from the call's schema
// (lib/review-forms.ts) or from the server (validation_errors, or e.g. 'already reviewed'); success is a notification.
import { useTranslation } from 'react-i18next';
import type { JobPageContact } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useCreateReviewMutation } from '../api/reviews-api';
import { useReviewDraft } from '../hooks/use-review-draft';
import { reviewForm } from '../lib/review-forms';
import { ReviewFields } from './review-fields';

interface ReviewModalProps {
  contact: JobPageContact;
  categoryId: number;
  onClose: () => void;
  onReviewed: (rating: number) => void;
}

export function ReviewModal({ contact, categoryId, onClose, onReviewed }: ReviewModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { draft, change, errors, onSubmit } = useReviewDraft(reviewForm, categoryId, {
    contact_id: contact.contact_id,
  });
  const [send, { isLoading }] = useCreateReviewMutation();

  const submit = onSubmit(async (body) => {
    const result = await send(body);
    if ('error' in result) return result;
    dispatch(notifyFromReply(result.data));
    onReviewed(body.rating);
    return result;
  });

  return (
    <Modal
      open
      title={t('bruger:::reviews::title', { company: contact.company.name })}
      onClose={onClose}
      testId="review-modal"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <ReviewFields draft={draft} onChange={change} />
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
