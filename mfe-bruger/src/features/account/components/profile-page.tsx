// /bruger/profil: the customer's profile fields as the service holds them.
import { useTranslation } from 'react-i18next';
import { Card, formatUnixDate } from '@opgavetorvet/ui';
import { AccountFrame } from './account-frame';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const missing = t('bruger:::account::profile::missing');
  return (
    <AccountFrame title={t('bruger:::account::profile::title')} testId="bruger-profil">
      {({ profile }) => (
        <Card className="stack">
          <dl className="facts">
            <dt>{t('bruger:::account::profile::name')}</dt>
            <dd>{profile.name}</dd>
            <dt>{t('bruger:::account::profile::email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('bruger:::account::profile::phone')}</dt>
            <dd>{profile.phone || missing}</dd>
            <dt>{t('bruger:::account::profile::place')}</dt>
            <dd>{[profile.zip, profile.city].filter(Boolean).join(' ') || missing}</dd>
            <dt>{t('bruger:::account::profile::created')}</dt>
            <dd>{formatUnixDate(profile.created_at, i18n.language)}</dd>
            <dt>{t('bruger:::account::profile::last_login')}</dt>
            <dd>{profile.last_login_at ? formatUnixDate(profile.last_login_at, i18n.language) : missing}</dd>
            <dt>{t('bruger:::account::profile::social')}</dt>
            <dd>
              {profile.social_login
                ? t('bruger:::account::profile::social_yes')
                : t('bruger:::account::profile::social_no')}
            </dd>
          </dl>
          <p className="card__meta">{t('bruger:::account::profile::hint')}</p>
        </Card>
      )}
    </AccountFrame>
  );
}
