// The job page's invitation panel (SPEC §1/§4): the companies the open job reaches, each with
// 'Invitér', and how many invitations are left of MAX_INVITATIONS_PER_JOB. Not shown on a job that
// is no longer open or was ordered from one company (nobody else can be invited there).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  MAX_INVITATIONS_PER_JOB,
  type InviteCandidatesReply,
  type JobPageReply,
} from '@opgavetorvet/contracts';
import { Card, Spinner } from '@opgavetorvet/ui';
import './invitations.css';
import { useInviteCandidatesQuery } from '../api/invitations-api';
import { InviteButton } from './invite-button';

type Candidate = InviteCandidatesReply['companies'][number];

export function InviteCompanies({ page }: { page: JobPageReply }) {
  const { t } = useTranslation();
  const { job, state } = page;
  const shown = job.status === 'open' && job.personalized_company_id === null;
  const { data, isLoading } = useInviteCandidatesQuery(job.job_id, { skip: !shown });
  if (!shown) return null;
  const left = state.invitations_left;
  return (
    <section className="stack" data-testid="invite-companies" aria-labelledby="invite-companies-title">
      <h2 className="section-title" id="invite-companies-title">
        {t('bruger:::invitations::title')}
      </h2>
      <Card className="stack stack--tight">
        <p className="card__meta">{t('bruger:::invitations::lead', { max: MAX_INVITATIONS_PER_JOB })}</p>
        <p data-testid="invitations-left" id={`invitations-left-${job.job_id}`}>
          {left > 0 ? t('bruger:::invitations::left', { count: left }) : t('bruger:::invitations::none_left')}
        </p>
        {isLoading ? (
          <Spinner />
        ) : !data || data.companies.length === 0 ? (
          <p className="card__meta">{t('bruger:::invitations::empty')}</p>
        ) : (
          <ul className="invite-list">
            {data.companies.map((company) => (
              <CandidateRow
                key={company.company_id}
                jobId={job.job_id}
                company={company}
                noneLeft={left <= 0}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function CandidateRow({
  jobId,
  company,
  noneLeft,
}: {
  jobId: number;
  company: Candidate;
  noneLeft: boolean;
}) {
  const { t, i18n } = useTranslation();
  const rating =
    company.rating === null
      ? t('bruger:::invitations::no_rating')
      : t('bruger:::invitations::rating', {
          rating: company.rating.toLocaleString(i18n.language),
          count: company.reviews_count,
        });
  return (
    <li className="invite-list__item" data-testid="invite-candidate" data-company-id={company.company_id}>
      <div className="invite-list__company">
        <Link to={`/${company.slug}`}>{company.name}</Link>
        <span className="card__meta">{[company.city, rating].filter(Boolean).join(' · ')}</span>
      </div>
      <InviteButton
        jobId={jobId}
        companyId={company.company_id}
        invited={company.invited}
        noneLeft={noneLeft}
        describedBy={`invitations-left-${jobId}`}
      />
    </li>
  );
}
