// /bruger/leverandorhyret/:jobId/?contact_id=: the page after a supplier is chosen (SPEC §2/§4):
// a Danish confirmation with the chosen company's details from the job page data, and below it
// what the app composes in (how to reach the company: its booking confirmation, a message).
import type { ReactNode } from 'react';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, PageTitle, Spinner } from '@opgavetorvet/ui';
import { ChosenCompanyFacts } from '../../../components/chosen-company-facts';
import { paths } from '../../../config/paths';
import { useJobPageQuery } from '../api/job-page-api';

interface SupplierHiredPageProps {
  /** Ways to contact the chosen company, shown under the confirmation. */
  contactParts?: (page: JobPageReply, contact: JobPageContact) => ReactNode;
}

export function SupplierHiredPage({ contactParts }: SupplierHiredPageProps = {}) {
  const { t } = useTranslation();
  const jobId = Number(useParams().jobId);
  const contactId = Number(useSearchParams()[0].get('contact_id'));
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data, isLoading } = useJobPageQuery(jobId, { skip: !valid });
  const contact = data?.contacts.find((c) => c.contact_id === contactId);
  const back = <Link to={paths.opgave(jobId)}>{t('bruger:::hired::to_job')}</Link>;

  if (isLoading) return <Spinner />;
  if (!data || !contact)
    return (
      <EmptyState
        title={t('bruger:::job::not_found')}
        action={<Link to={paths.opgaver}>{t('bruger:::job::back')}</Link>}
      />
    );
  const { company, bid } = contact;
  return (
    <section className="stack" data-testid="bruger-leverandorhyret">
      <PageTitle text={t('bruger:::hired::title')} />
      <Card>
        <p className="card__title">
          {t('bruger:::hired::lead', { company: company.name, headline: data.job.headline })}
        </p>
        <p>{t('bruger:::hired::next')}</p>
        <ChosenCompanyFacts
          company={company}
          companyLabel={t('bruger:::hired::company')}
          city={company.city}
          priceLabel={t('bruger:::hired::price')}
          amount={bid?.amount}
          jobId={data.job.job_id}
        />
      </Card>
      {contactParts?.(data, contact)}
      <p className="back-link">{back}</p>
    </section>
  );
}
