// 'Skriv besked' under an offer on the customer's job page: opens the message modal with that
// company. The job page's offers use it; this is the one thing the messages feature lends out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';
import { MessageThreadModal } from './message-thread-modal';

interface MessageThreadButtonProps {
  contactId: number;
  jobId: number;
  companyName: string;
}

export function MessageThreadButton({ contactId, jobId, companyName }: MessageThreadButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="open-messages">
        {t('bruger:::messages::write')}
      </Button>
      {open && (
        <MessageThreadModal
          contactId={contactId}
          jobId={jobId}
          companyName={companyName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
