// The cancel-message view (SPEC §2/§7 /ajax/firma/show_cancel_message): the company's newest cancel
// request on the booking — reason, text, agreed date and where the administrator's decision stands.
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCancelMessageQuery } from '../api/job-ending-api';
import { ModalHtml } from './modal-html';

interface CancelMessageModalProps {
  contactId: number;
  jobId: number;
  onClose: () => void;
}

export function CancelMessageModal({ contactId, jobId, onClose }: CancelMessageModalProps) {
  const { t } = useTranslation();
  const { data: html, error } = useCancelMessageQuery({ contact_contact_id: contactId, job_id: jobId });
  return (
    <Modal
      open
      title={t('firma:::vundne::cancel::view_title')}
      onClose={onClose}
      testId="cancel-message-modal"
    >
      <div className="stack">
        {html ? <ModalHtml html={html} /> : !error && <Spinner />}
        <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
        <div className="form-actions">
          <Button onClick={onClose}>{t('firma:::vundne::cancel::ok')}</Button>
        </div>
      </div>
    </Modal>
  );
}
