// /bruger/beskeder, where the header's messages link leads a customer: the messages modal with
// every conversation opens at once; behind it the page says where to write to a company (from its
// offer on the job page) and can open the modal again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageTitle, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { MessagesModal } from './messages-modal';

export function MessagesPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [open, setOpen] = useState(true);
  return (
    <section className="stack" data-testid="bruger-beskeder">
      <PageTitle text={t('bruger:::messages::page_title')} />
      <p>{t('bruger:::messages::page_text')}</p>
      <div className="form-actions">
        <Button onClick={() => setOpen(true)}>{t('bruger:::messages::show_all')}</Button>
        <Link to={paths.opgaver}>{t('bruger:::messages::to_jobs')}</Link>
      </div>
      {open && user && <MessagesModal userId={user.id} onClose={() => setOpen(false)} />}
    </section>
  );
}
