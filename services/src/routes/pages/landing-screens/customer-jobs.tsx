// /bruger/opgaver's first screen: the customer's jobs as mfe-bruger's opgaver page draws them.
import { JOB_STATUS_TONE, PAGES, jobPage, type UserJobsReply } from '@opgavetorvet/contracts';
import { formatShortDate } from '../../../lib/danish.js';
import type { T } from './translate.js';

/** The place and words of the card's idea button (mfe-bruger idea-button.tsx); it works once the page has started. */
function IdeaButtonLook({ t }: { t: T }) {
  return (
    <button type="button" className="btn btn--quiet idea-button" aria-expanded="false">
      {/* The bulb itself comes with the page; its place is kept so the card lays out the same. */}
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" />
      <span className="idea-button__text">{t('bruger:::jobs::idea_short')}</span>
    </button>
  );
}

export function CustomerJobs({ reply, t }: { reply: UserJobsReply; t: T }) {
  const unreadLabel = (count: number) => t('bruger:::jobs::unread', { count });
  return (
    <section>
      <div className="opgaver-head">
        <h1 className="page-title">{t('bruger:::jobs::title')}</h1>
        <a className="btn btn--primary" href={PAGES.home}>
          {t('bruger:::jobs::new_job')}
        </a>
      </div>
      <div className="stack">
        {reply.jobs.map((job) => (
          <article key={job.job_id} className="card job-card">
            <div className="job-card__head">
              <h2 className="card__title">
                <a href={jobPage(job.job_id)}>{job.headline}</a>
              </h2>
              <div className="job-card__tools">
                {job.unread_count > 0 && (
                  <span
                    className="unread-dot"
                    aria-label={unreadLabel(job.unread_count)}
                    title={unreadLabel(job.unread_count)}
                  >
                    {job.unread_count}
                  </span>
                )}
                <IdeaButtonLook t={t} />
              </div>
            </div>
            <ul className="card__meta">
              <li>{job.category_name}</li>
              <li>
                <span className={`badge badge--${JOB_STATUS_TONE[job.status]}`}>
                  {t(`bruger:::status::${job.status}`)}
                </span>
              </li>
              <li>{t('bruger:::jobs::place', { zip: job.zip, city: job.city })}</li>
              <li>{t('bruger:::jobs::created', { date: formatShortDate(job.created_at) })}</li>
              <li className="job-card__bids">{t('bruger:::jobs::bids', { count: job.bids_count })}</li>
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
