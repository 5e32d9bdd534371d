// /firma/opgaver's first screen: the pricelist notice, the filter's look and the open jobs with
// their buttons' looks, as mfe-firma's open jobs page draws them (the portal's frame: firma-frame.tsx).
import { PAGES, type CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { formatShortDate } from '../../../lib/danish.js';
import type { T } from './translate.js';

export function OpenJobs({ reply, notice, t }: { reply: CompanyOpenJobsReply; notice: boolean; t: T }) {
  return (
    <section className="stack">
      <h1 className="page-title">{t('firma:::jobs::title')}</h1>
      {notice && (
        <aside className="price-list-notice">
          <h2 className="card__title">{t('firma:::opgaver_extra::pricelist::title')}</h2>
          <p>{t('firma:::opgaver_extra::pricelist::text')}</p>
          <div className="form-actions">
            <button type="button" className="btn btn--primary">
              {t('firma:::opgaver_extra::pricelist::read')}
            </button>
            <a className="btn btn--quiet" href={`${PAGES.hjaelpFirma}?title=1`}>
              {t('firma:::opgaver_extra::pricelist::suggest')}
            </a>
          </div>
        </aside>
      )}
      <div className="open-jobs-filter">
        <div className="inline-search">
          <input
            className="field__input"
            type="search"
            aria-label={t('firma:::jobs::search_label')}
            placeholder={t('firma:::jobs::search_placeholder')}
          />
          <button type="button" className="btn btn--primary">
            {t('firma:::jobs::search_submit')}
          </button>
        </div>
        <div className="suggest">
          <span className="field__label">{t('firma:::opgaver_extra::filter::label')}</span>
          <input
            className="field__input"
            type="search"
            aria-label={t('firma:::opgaver_extra::filter::label')}
            placeholder={t('firma:::opgaver_extra::filter::placeholder')}
          />
          <p className="suggest__status muted" />
        </div>
      </div>
      <div className="open-jobs-summary">
        <p className="muted">{t('firma:::jobs::total', { count: reply.total })}</p>
      </div>
      <div className="stack">
        {reply.jobs.map((job) => (
          <article
            key={job.job_id}
            className={job.hidden ? 'card job-card job-card--hidden' : 'card job-card'}
          >
            <div className="job-card__head">
              <h2 className="card__title">{job.headline}</h2>
              {job.has_bid && <span className="badge badge--success">{t('firma:::jobs::has_bid')}</span>}
            </div>
            <ul className="card__meta">
              <li>{job.category_name}</li>
              <li>{t('firma:::jobs::place', { zip: job.zip, city: job.city })}</li>
              <li>{t('firma:::jobs::created', { date: formatShortDate(job.created_at) })}</li>
              <li>{t('firma:::jobs::bids', { count: job.bids_count })}</li>
            </ul>
            <p className="job-card__excerpt">{job.description}</p>
            <div className="job-card__actions">
              {!job.has_bid && (
                <button type="button" className="btn btn--primary">
                  {t('firma:::jobs::give_bid')}
                </button>
              )}
              <button type="button" className="btn btn--quiet">
                {t('firma:::opgaver_extra::description::open')}
              </button>
              <button type="button" className="btn btn--quiet">
                {t(job.hidden ? 'firma:::jobs::hidden::show' : 'firma:::jobs::hidden::hide')}
              </button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
