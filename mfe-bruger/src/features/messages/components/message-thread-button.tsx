// 'Skriv besked' under an offer on the customer's job page: opens the message modal with that
// company. The job page's offers use it; this is the one thing the messages feature lends out.
// The modal with its forms is a chunk of its own (issue 30: not on the job page's first load),
// loaded when the button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';

const MessageThreadModal = lazyPart(() =>
  import('./message-thread-modal').then((module) => module.MessageThreadModal),
);

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
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        {...preloadOn(MessageThreadModal)}
        data-testid="open-messages"
      >
        {t('bruger:::messages::write')}
      </Button>
      {open && (
        <Suspense fallback={<LoadingModal onClose={() => setOpen(false)} />}>
          <MessageThreadModal
            contactId={contactId}
            jobId={jobId}
            companyName={companyName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
