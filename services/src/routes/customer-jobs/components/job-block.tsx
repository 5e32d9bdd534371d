// The job block the idea link opens in place on /bruger/opgaver (/bruger/update_icon_idea): the
// job's state, its standing offers and unread messages, and a link to the job page.
import type { Translate } from '../../../lib/translator.js';
import { dateText } from '../rules.js';

export interface JobBlockData {
  id: number;
  headline: string;
  description: string;
  status: string;
  categoryName: string;
  createdAt: number;
  bidsCount: number;
  unreadCount: number;
}

export function JobBlock({ t, lang, job }: { t: Translate; lang: string; job: JobBlockData }) {
  return (
    <section className="job-block" data-job-id={job.id}>
      <h3 className="job-block__headline">{job.headline}</h3>
      <p className="job-block__meta">
        {t('fragments-bruger:::block::meta', {
          category: job.categoryName,
          date: dateText(job.createdAt, lang),
        })}
      </p>
      <p className={`job-block__status job-block__status--${job.status}`}>
        {t(`fragments-bruger:::job_status::${job.status}`)}
      </p>
      <p className="job-block__description">{job.description}</p>
      <ul className="job-block__counts">
        <li>{t('fragments-bruger:::block::bids', { count: job.bidsCount })}</li>
        <li>{t('fragments-bruger:::block::unread', { count: job.unreadCount })}</li>
      </ul>
      <a className="btn btn-primary" href={`/bruger/opgave/${job.id}`}>
        {t('fragments-bruger:::block::open')}
      </a>
    </section>
  );
}
