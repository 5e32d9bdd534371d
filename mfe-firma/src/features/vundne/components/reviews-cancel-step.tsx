// The finish chain's step for a job the customer has already rated (SPEC §4): the reviews-cancel
// modal from /ajax/firma/modal_reviews_cancel in place of the price form, so the company is told
// before it types a price; its own close button (data-dismiss) and 'OK' close the modal.
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useReviewsCancelQuery } from '../api/job-ending-api';
import { ModalHtml } from './modal-html';

export function ReviewsCancelStep({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useReviewsCancelQuery({ job_id: jobId });
  return (
    <div className="stack">
      {data === undefined && !error && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data !== undefined && <ModalHtml html={data} testId="reviews-cancel" onDismiss={onClose} />}
      <div className="form-actions">
        <Button onClick={onClose}>{t('firma:::vundne::finish::ok')}</Button>
      </div>
    </div>
  );
}
