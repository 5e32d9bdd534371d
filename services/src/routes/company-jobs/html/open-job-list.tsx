// The open-jobs list of /ajax/firma/findopgaver and /firma/find_checked: headline, category, zip and
// city, date, how many bids stand (never their prices) and a 'Byd' button, with a pager.
import type { Translate } from '../../../lib/translator.js';
import { formatDate } from '../../../lib/danish.js';
import type { OpenJobRow } from '../../../db/queries/open-jobs/sql.js';
import { HtmlPager } from '../../../lib/html-pager.js';

interface OpenJobListProps {
  rows: OpenJobRow[];
  total: number;
  page: number;
  pageSize: number;
  t: Translate;
  lang: string;
}

export function OpenJobList({ rows, total, page, pageSize, t, lang }: OpenJobListProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div data-page={page} data-pages={pages} data-total={total}>
      <p className="findopgaver-total">{t('fragments-firma:::jobs::total', { count: total })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('fragments-firma:::jobs::empty')}</p>
      ) : (
        <ul className="job-list">
          {rows.map((row) => (
            <OpenJobItem key={row.job_id} row={row} t={t} lang={lang} />
          ))}
        </ul>
      )}
      <HtmlPager page={page} pages={pages} t={t} />
    </div>
  );
}

function OpenJobItem({ row, t, lang }: { row: OpenJobRow; t: Translate; lang: string }) {
  return (
    <li className="job-item" data-job-id={row.job_id}>
      <h3 className="job-headline">{row.headline}</h3>
      <p className="job-category">{row.category_name}</p>
      <p className="job-place">{t('fragments-firma:::jobs::place', { zip: row.zip, city: row.city })}</p>
      <p className="job-date">
        <time dateTime={new Date(row.created_at * 1000).toISOString()}>
          {t('fragments-firma:::jobs::created', { date: formatDate(row.created_at, lang) })}
        </time>
      </p>
      <p className="job-bids">{t('fragments-firma:::jobs::bids', { count: row.bids_count })}</p>
      {row.has_bid ? (
        <span className="job-has-bid">{t('fragments-firma:::jobs::has_bid')}</span>
      ) : (
        <button type="button" className="btn-bid" data-job-id={row.job_id}>
          {t('fragments-firma:::jobs::bid_button')}
        </button>
      )}
    </li>
  );
}
