// /bruger/beskeder, where the header's messages link leads a customer: the messages modal with
// every conversation opens at once; a conversation's 'Svar' opens its thread (the message modal of
// the job page), and closing that brings the list back with the answer in it. Behind them the page
// says where else to write to a company (its offer on the job page) and can open the list again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageTitle, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { MessageThreadModal } from './message-thread-modal';
import { MessagesModal, type ReplyTarget } from './messages-modal';

export function MessagesPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [open, setOpen] = useState(true);
  // The conversation answered from the list: its thread stands in for the list until closed.
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  return (
    <section className="stack" data-testid="bruger-beskeder">
      <PageTitle text={t('bruger:::messages::page_title')} />
      <p>{t('bruger:::messages::page_text')}</p>
      <div className="form-actions">
        <Button onClick={() => setOpen(true)}>{t('bruger:::messages::show_all')}</Button>
        <Link to={paths.opgaver}>{t('bruger:::messages::to_jobs')}</Link>
      </div>
      {open && user && !replyTo && (
        <MessagesModal userId={user.id} onClose={() => setOpen(false)} onReply={setReplyTo} />
      )}
      {replyTo && (
        <MessageThreadModal
          contactId={replyTo.contactId}
          jobId={replyTo.jobId}
          companyName={replyTo.companyName}
          onClose={() => setReplyTo(null)}
        />
      )}
    </section>
  );
}
