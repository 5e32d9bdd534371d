// The review form (SPEC §2): star rating 1 to 5, title, text and category (the job's category
// chosen beforehand). SPEC §5's refusals appear in the form's error area, from the client's check
// or from the server (validation_errors, or e.g. 'already reviewed'); success is a notification.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPageContact } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useCreateReviewMutation } from '../api/reviews-api';
import { useReviewDraft } from '../hooks/use-review-draft';
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
  const { draft, change, errors, checked, accepted } = useReviewDraft(categoryId);
  const [send, { isLoading }] = useCreateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = checked();
    if (!fields) return;
    const result = await send({ contact_id: contact.contact_id, ...fields });
    if (!accepted(result)) return;
    dispatch(notifyFromReply(result.data));
    onReviewed(fields.rating);
  };

  return (
    <Modal
      open
      title={t('bruger:::reviews::title', { company: contact.company.name })}
      onClose={onClose}
      testId="review-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
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
