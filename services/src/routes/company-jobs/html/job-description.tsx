// The job description modal (/firma/modal_discription_job): the job, its answers and photos, and
// the customer's name, phone and e-mail only once this company is the chosen one.
import type { Photo } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';
import { formatDate } from '../../../lib/danish.js';
import type { JobAdditionRow } from '../../../db/queries/job-additions.js';
import type { AnswerRow, CompanyJobView, Customer } from '../queries.js';
import { JobPhotos } from './job-photos.js';

interface JobDescriptionProps {
  job: CompanyJobView;
  answers: AnswerRow[];
  /** The customer's dated additions after the first offer (issue 32), oldest first. */
  additions: readonly JobAdditionRow[];
  /** The job's photos in their order (issue 30). */
  photos: readonly Photo[];
  /** Present only when this company is chosen for the job, with the street address she gave it. */
  customer: (Customer & { street: string | null }) | undefined;
  t: Translate;
  lang: string;
}

export function JobDescription({ job, answers, additions, photos, customer, t, lang }: JobDescriptionProps) {
  return (
    <div className="job-description" data-job-id={job.job_id}>
      <h2 className="job-headline">{job.headline}</h2>
      <dl>
        <dt>{t('fragments-firma:::description::job_id')}</dt>
        <dd>{job.job_id}</dd>
        <dt>{t('fragments-firma:::description::category')}</dt>
        <dd>{job.category_name}</dd>
        <dt>{t('fragments-firma:::description::place')}</dt>
        <dd>{t('fragments-firma:::jobs::place', { zip: job.zip, city: job.city })}</dd>
        <dt>{t('fragments-firma:::description::created')}</dt>
        <dd>{formatDate(job.created_at, lang)}</dd>
        {job.wanted_start_at ? (
          <>
            <dt>{t('fragments-firma:::description::wanted_start')}</dt>
            <dd>{formatDate(job.wanted_start_at, lang)}</dd>
          </>
        ) : null}
      </dl>
      <p className="job-text">{job.description}</p>
      {additions.map((addition) => (
        <section key={addition.addition_id} className="job-addition">
          <h3>
            {t('fragments-firma:::description::addition', { date: formatDate(addition.created_at, lang) })}
          </h3>
          <p>{addition.text}</p>
        </section>
      ))}
      <JobPhotos photos={photos} t={t} />
      {answers.length > 0 ? (
        <dl className="job-answers">
          {answers.map((answer) => (
            <div key={answer.name} className="job-answer">
              <dt>{answer.name}</dt>
              <dd>{answer.unit ? `${answer.value} ${answer.unit}` : answer.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {customer ? (
        <section>
          <h3>{t('fragments-firma:::description::customer')}</h3>
          <p>{customer.name}</p>
          {customer.street ? (
            <p className="job-street">
              {t('fragments-firma:::jobs::street', { street: customer.street, zip: job.zip, city: job.city })}
            </p>
          ) : null}
          {customer.phone ? (
            <p>
              <a href={`tel:${customer.phone.replace(/\s+/g, '')}`}>{customer.phone}</a>
            </p>
          ) : null}
          <p>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </p>
        </section>
      ) : (
        <p className="job-customer-hidden">{t('fragments-firma:::description::customer_hidden')}</p>
      )}
    </div>
  );
}
