// The "Firmaprofil" section of /firma/oplysninger (issue 31): what customers see of the company on
// its profile, in the directory and by its offers, read from GET /api/firma/profil and edited in
// one form (profile-details-form.tsx) saved with PUT /api/firma/profil.
import { useTranslation } from 'react-i18next';
import { Card, ErrorArea, Spinner } from '@opgavetorvet/ui';
import { useFirmaCompanyDetailsQuery } from '../api/company-details-api';
import '../styles/profile-details.css';
import { ProfileDetailsForm } from './profile-details-form';

export function ProfileDetailsSection() {
  const { t } = useTranslation();
  const details = useFirmaCompanyDetailsQuery();
  return (
    <Card
      className="settings-section"
      data-testid="profile-details-section"
      aria-labelledby="profile-details-title"
    >
      <h2 className="card__title" id="profile-details-title">
        {t('firma:::oplysninger::profile_details::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::profile_details::help')}</p>
      {details.data ? (
        <ProfileDetailsForm saved={details.data} />
      ) : details.isError ? (
        <ErrorArea message={t('errors:::content_load_failed')} />
      ) : (
        <Spinner />
      )}
    </Card>
  );
}
