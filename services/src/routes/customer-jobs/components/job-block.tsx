// The job block the idea link opens in place on /bruger/opgaver (/bruger/update_icon_idea): the
// job's state, its standing offers and unread messages (its row of the job list), its description,
// and a link to the job page.
import { jobPage, type UserJobItem } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';
import { dateText } from '../rules.js';

/** The job's row of the customer's job list (GET /api/bruger/opgaver) and its description. */
export type JobBlockData = UserJobItem & { description: string };

export function JobBlock({ t, lang, job }: { t: Translate; lang: string; job: JobBlockData }) {
  return (
    <section className="job-block" data-job-id={job.job_id}>
      <h3 className="job-block__headline">{job.headline}</h3>
      <p className="job-block__meta">
        {t('fragments-bruger:::block::meta', {
          category: job.category_name,
          date: dateText(job.created_at, lang),
        })}
      </p>
      <p className="job-block__status">{t(`fragments-bruger:::job_status::${job.status}`)}</p>
      <p className="job-block__description">{job.description}</p>
      <ul className="job-block__counts">
        <li>{t('fragments-bruger:::block::bids', { count: job.bids_count })}</li>
        <li>{t('fragments-bruger:::block::unread', { count: job.unread_count })}</li>
      </ul>
      <a className="btn btn-primary" href={jobPage(job.job_id)}>
        {t('fragments-bruger:::block::open')}
      </a>
    </section>
  );
}
