// 'Se beskrivelse': the job's description from /firma/modal_discription_job (facts, text, the
// customer's answers; the customer's contact details only once the company is chosen).
import { useTranslation } from 'react-i18next';
import { ErrorArea, Modal, ServerHtml, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useOpenJobDescriptionQuery } from '../api/job-modals-api';

export function JobDescriptionModal({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: html, error, isFetching } = useOpenJobDescriptionQuery(jobId);
  return (
    <Modal
      open
      title={t('firma:::opgaver_extra::description::title', { job_id: jobId })}
      onClose={onClose}
      testId="job-description-modal"
    >
      <div className="stack">
        {html && <ServerHtml className="server-html job-description-html" html={html} />}
        {!html && isFetching && <Spinner />}
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      </div>
    </Modal>
  );
}
