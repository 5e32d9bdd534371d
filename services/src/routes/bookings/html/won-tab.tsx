// The won-jobs tab (/firma/vundne_tab2): one row per booking with its state and the actions SPEC §4
// allows in it (confirm / refuse / yes with changes, finish, undo a cancel), and a pager. It draws
// the jobs of GET /api/firma/vundne's reply (the one won-jobs list, db/queries/won-jobs.ts). A job
// Opgavetorvet removed (issue 33) says so with the reason and is neither answered nor finished.
import type { Translate } from '../../../lib/translator.js';
import { shownName } from '../../../lib/personal-data/shown-name.js';
import { formatDate, formatKroner, formatWholeKroner } from '../../../lib/danish.js';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { HtmlPager } from '../../../lib/html-pager.js';

interface WonTabProps {
  jobs: WonJobItem[];
  page: number;
  pages: number;
  t: Translate;
  lang: string;
}

export function WonTab({ jobs, page, pages, t, lang }: WonTabProps) {
  if (jobs.length === 0) return <p className="muted">{t('fragments-firma:::won::empty')}</p>;
  return (
    <div data-page={page} data-pages={pages}>
      <ul className="booking-list">
        {jobs.map((job) => (
          <WonJobRowItem key={job.contact_id} row={job} t={t} lang={lang} />
        ))}
      </ul>
      <HtmlPager page={page} pages={pages} t={t} />
    </div>
  );
}

function WonJobRowItem({ row, t, lang }: { row: WonJobItem; t: Translate; lang: string }) {
  const data = { 'data-contact-id': row.contact_id, 'data-job-id': row.job_id };
  return (
    <li className="won-job" data-state={row.state} {...data}>
      <h3>
        {row.headline}
        {row.company_seen_selection ? null : (
          <span className="unseen-dot" title={t('fragments-firma:::won::unseen')} />
        )}
      </h3>
      <p className="muted">
        {row.category_name} ·{' '}
        {row.street_address
          ? t('fragments-firma:::jobs::street', { street: row.street_address, zip: row.zip, city: row.city })
          : t('fragments-firma:::jobs::place', { zip: row.zip, city: row.city })}{' '}
        · {shownName(row.customer_name, t)}
      </p>
      <p>{t('fragments-firma:::won::chosen', { date: formatDate(row.selected_at, lang) })}</p>
      {row.bid_amount !== null ? (
        <p>{t('fragments-firma:::won::your_bid', { price: formatWholeKroner(row.bid_amount) })}</p>
      ) : null}
      <p className="badge">{t(`fragments-firma:::states::${row.state}`)}</p>
      {row.removal ? (
        <p className="job-removed" role="status">
          {t('fragments-firma:::won::removed_by_site', {
            date: formatDate(row.removal.at, lang),
            reason: row.removal.reason,
          })}
        </p>
      ) : null}
      {/* A removed job is neither answered nor finished; a pending cancel may still be undone. */}
      {row.removal && row.state !== 'cancel_pending' ? null : <WonActions row={row} t={t} />}
      <button type="button" className="btn btn--quiet" data-action="contract" {...data}>
        {t('fragments-firma:::won::contract')}
      </button>
      <button type="button" className="btn btn--quiet" data-action="messages" {...data}>
        {t('fragments-firma:::won::messages')}
      </button>
    </li>
  );
}

function WonActions({ row, t }: { row: WonJobItem; t: Translate }) {
  const data = { 'data-contact-id': row.contact_id, 'data-job-id': row.job_id };
  switch (row.state) {
    case 'awaiting_confirmation':
    case 'changes_proposed':
      return (
        <div className="form-actions">
          <button type="button" className="btn btn--primary" data-action="confirm" {...data}>
            {t('fragments-firma:::won::yes')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            data-action="refuse"
            data-confirm={t('errors:::confirm_no_agreement')}
            {...data}
          >
            {t('fragments-firma:::won::no')}
          </button>
          <button type="button" className="btn btn--secondary" data-action="changes" {...data}>
            {t('fragments-firma:::won::yes_with_changes')}
          </button>
        </div>
      );
    case 'confirmed':
      return (
        <button type="button" className="btn-finish" {...data}>
          {t('fragments-firma:::finish::button')}
        </button>
      );
    case 'cancel_pending':
      return (
        <div className="form-actions">
          <span className="cancel-pending">{t('fragments-firma:::cancel::awaiting_admin')}</span>{' '}
          <button
            type="button"
            className="btn-undo-cancel"
            data-contact-contact-id={row.contact_id}
            {...data}
          >
            {t('fragments-firma:::cancel::undo')}
          </button>
        </div>
      );
    case 'finished':
      return (
        <p className="job-finished">
          {t('fragments-firma:::finish::done')}
          {row.finished_price_ore !== null ? ` – ${formatKroner(row.finished_price_ore)}` : ''}
        </p>
      );
    default:
      return null;
  }
}
