// The message modal of one offer (/ajax/bruger2/message_modal contact_id, job_id): the customer
// reads the conversation with that company (which marks its messages read) and writes to it.
import { useTranslation } from 'react-i18next';
import { ErrorArea, Modal, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useBrugerMessageThreadQuery } from '../api/messages-api';
import { ThreadForms } from './thread-forms';

interface MessageThreadModalProps {
  contactId: number;
  jobId: number;
  companyName: string;
  onClose: () => void;
}

export function MessageThreadModal({ contactId, jobId, companyName, onClose }: MessageThreadModalProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useBrugerMessageThreadQuery(
    { contact_id: contactId, job_id: jobId },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Modal
      open
      title={t('bruger:::messages::title', { company: data?.company_name ?? companyName })}
      onClose={onClose}
      testId="message-modal"
    >
      {error ? (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      ) : data ? (
        <ThreadForms
          html={data.html}
          jobId={jobId}
          companyName={data.company_name ?? companyName}
          onSent={() => void refetch()}
        />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
