// /bruger/profil: the customer edits her name, zip and street address; changes her phone (an SMS
// code) and e-mail (a mailed link), which take effect only once confirmed; changes her password;
// and chooses her notifications (issue 32). What the account holds besides is shown as facts.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, ErrorArea, Spinner, formatUnixDate } from '@opgavetorvet/ui';
import { NoticeSettingsSection, PasswordChangeForm } from '@opgavetorvet/ui/account';
import { useProfileSettingsQuery } from '../api/profile-settings-api';
import { AccountFrame } from './account-frame';
import { EmailChange } from './email-change';
import { PhoneChange } from './phone-change';
import { ProfileDetailsForm } from './profile-details-form';

function ProfileSettings() {
  const { t } = useTranslation();
  const { data, isLoading } = useProfileSettingsQuery();
  const [params] = useSearchParams();
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorArea message={t('bruger:::account::load_error')} />;
  return (
    <>
      <ProfileDetailsForm profile={data.profile} />
      <PhoneChange phone={data.profile.phone} pending={data.pending.phone} />
      <EmailChange email={data.profile.email} pending={data.pending.email} outcome={params.get('email')} />
    </>
  );
}

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const missing = t('bruger:::account::profile::missing');
  return (
    <AccountFrame title={t('bruger:::account::profile::title')} testId="bruger-profil">
      {({ profile }) => (
        <div className="stack account-profile">
          <ProfileSettings />
          <PasswordChangeForm />
          <NoticeSettingsSection />
          <Card className="stack">
            <dl className="facts">
              <dt>{t('bruger:::account::profile::name')}</dt>
              <dd>{profile.name}</dd>
              <dt>{t('bruger:::account::profile::created')}</dt>
              <dd>{formatUnixDate(profile.created_at, i18n.language)}</dd>
              <dt>{t('bruger:::account::profile::last_login')}</dt>
              <dd>
                {profile.last_login_at ? formatUnixDate(profile.last_login_at, i18n.language) : missing}
              </dd>
              <dt>{t('bruger:::account::profile::social')}</dt>
              <dd>
                {profile.social_login
                  ? t('bruger:::account::profile::social_yes')
                  : t('bruger:::account::profile::social_no')}
              </dd>
            </dl>
            <p className="card__meta">{t('bruger:::account::profile::hint')}</p>
          </Card>
        </div>
      )}
    </AccountFrame>
  );
}
