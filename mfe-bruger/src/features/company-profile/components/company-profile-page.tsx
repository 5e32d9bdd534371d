// /{slug}: a company's public profile, with a way to ask it and others for offers.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, PageTitle, Spinner } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useCompanyProfileQuery } from '../api/company-profile-api';

export function CompanyProfilePage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data: profile, isLoading } = useCompanyProfileQuery(slug, { skip: slug === '' });
  const toSearch = (
    <Link className="btn btn--primary" to={paths.home}>
      {t('bruger:::profile::get_offers')}
    </Link>
  );
  if (isLoading) return <Spinner />;
  if (!profile) return <EmptyState title={t('bruger:::profile::not_found')} action={toSearch} />;
  return (
    <section className="stack" data-testid="company-profile">
      <PageTitle text={profile.name} />
      <Card className="stack">
        {profile.city && <p className="muted">{profile.city}</p>}
        <p>{profile.description ?? t('bruger:::profile::no_description')}</p>
        <div>{toSearch}</div>
      </Card>
    </section>
  );
}
