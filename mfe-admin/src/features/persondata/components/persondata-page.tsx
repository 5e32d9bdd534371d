// /admin/persondata (issue 32): the administrator carries out a person's export or erasure request.
// A search by e-mail finds the account; its card downloads the ZIP or erases it (both audit-logged).
// ?email= (a link from a customer's page, issue 33) fills in the e-mail and searches at once.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, PageTitle, TextField } from '@opgavetorvet/ui';
import { useLazyAdminPersonQuery } from '../api/persondata-api';
import { PersonCard } from './person-card';

export function PersondataPage() {
  const { t } = useTranslation();
  const asked = (useSearchParams()[0].get('email') ?? '').trim();
  const [email, setEmail] = useState(asked);
  const [find, { data, isFetching }] = useLazyAdminPersonQuery();
  useEffect(() => {
    if (asked !== '') void find(asked);
  }, [asked, find]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') void find(email.trim());
  };
  return (
    <section className="stack" data-testid="admin-persondata">
      <PageTitle text={t('admin:::personer::title')} />
      <p className="muted">{t('admin:::personer::lead')}</p>
      <form className="stack" role="search" onSubmit={search}>
        <TextField
          label={t('admin:::personer::email_label')}
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={isFetching}>
            {t('admin:::personer::search')}
          </Button>
        </div>
      </form>
      {data && data.person === null && <p role="status">{t('admin:::personer::none')}</p>}
      {data?.person && <PersonCard person={data.person} onErased={() => void find(email.trim())} />}
    </section>
  );
}
