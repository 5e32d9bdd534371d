// The job page's invitation panel (SPEC §1/§4): the companies the open job reaches, each with
// 'Invitér', and how many invitations are left of MAX_INVITATIONS_PER_JOB. Not shown on a job that
// is no longer open or was ordered from one company (nobody else can be invited there).
// Once the job's invitations are used (the last one sent here, or one refused at the limit), the
// other companies' buttons are disabled at once, before the job page is read again (issue 34).
import { useState } from 'react';
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
  const left = state.invitations_left;
  // What this page sent since the job page last said how many are left (a new count starts over).
  const [sent, setSent] = useState({ left, count: 0, refused: null as number | null });
  const since: typeof sent = sent.left === left ? sent : { left, count: 0, refused: null };
  const remaining = left - since.count;
  if (!shown) return null;
  const answered = (companyId: number, response: 'success' | 'error') =>
    setSent(
      response === 'success'
        ? { ...since, count: since.count + 1 }
        : { ...since, refused: since.refused ?? companyId },
    );
  return (
    <section className="stack" data-testid="invite-companies" aria-labelledby="invite-companies-title">
      <h2 className="section-title" id="invite-companies-title">
        {t('bruger:::invitations::title')}
      </h2>
      <Card className="stack stack--tight">
        <p className="card__meta">{t('bruger:::invitations::lead', { max: MAX_INVITATIONS_PER_JOB })}</p>
        <p data-testid="invitations-left" id={`invitations-left-${job.job_id}`}>
          {remaining > 0
            ? t('bruger:::invitations::left', { count: remaining })
            : t('bruger:::invitations::none_left')}
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
                noneLeft={remaining <= 0 || (since.refused !== null && since.refused !== company.company_id)}
                onAnswer={(response) => answered(company.company_id, response)}
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
  onAnswer,
}: {
  jobId: number;
  company: Candidate;
  noneLeft: boolean;
  onAnswer: (response: 'success' | 'error') => void;
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
        onAnswer={onAnswer}
      />
    </li>
  );
}
