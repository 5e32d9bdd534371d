// /admin/log (issue 33): the audit log, every administrator's action newest first, searchable by
// who, what, the record and a span of days, 50 a page. The search is kept in the address
// (?who=&what=&target=&from=&to=&page=), so a search can be linked to and survives a reload.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuditLogQuery } from '@opgavetorvet/contracts';
import { Button, ErrorArea, PageTitle, Pager, Spinner, TextField, errorTextsOf } from '@opgavetorvet/ui';
import { useAuditLogQuery } from '../api/admin-accounts-api';
import { AuditLogTable } from './audit-log-table';
import '../administratorer.css';

const FIELDS = ['who', 'what', 'target', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

export function LogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const read = (name: Field) => params.get(name) ?? '';
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((name) => [name, read(name)])) as Record<Field, string>,
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AuditLogQuery = {
    page,
    who: read('who'),
    what: read('what'),
    target: read('target'),
    from: read('from'),
    to: read('to'),
  };
  const { data, isFetching, error } = useAuditLogQuery(query, { refetchOnMountOrArgChange: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FIELDS) if (draft[name].trim() !== '') next.set(name, draft[name].trim());
    setParams(next);
  };
  const toPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <section className="stack" data-testid="admin-log">
      <PageTitle text={t('admin:::log::title')} />
      <p className="muted">{t('admin:::log::lead')}</p>
      <form className="log-search" role="search" onSubmit={search} noValidate>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`admin:::log::${name}`)}
            name={name}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        ))}
        <div className="form-actions">
          <Button type="submit" busy={isFetching}>
            {t('admin:::log::search')}
          </Button>
        </div>
      </form>
      <ErrorArea message={error ? errorTextsOf(error, t('errors:::internal')) : null} />
      {!data && !error && <Spinner />}
      {data && data.rows.length === 0 && <p role="status">{t('admin:::log::none')}</p>}
      {data && data.rows.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {t('admin:::log::total', { count: data.total })}
          </p>
          <AuditLogTable rows={data.rows} />
        </>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={toPage} />
    </section>
  );
}
