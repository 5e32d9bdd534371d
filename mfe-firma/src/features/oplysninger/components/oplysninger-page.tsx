// /firma/oplysninger (alias /company/info): the company's own details as the session knows them.
import { useTranslation } from 'react-i18next';
import { Card, PageTitle, useSessionUser } from '@opgavetorvet/ui';

export function OplysningerPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  if (!user) return null;
  return (
    <section className="stack" data-testid="firma-oplysninger">
      <PageTitle text={t('firma:::info::title')} />
      <Card>
        <dl className="facts">
          <dt>{t('firma:::info::company_name')}</dt>
          <dd>{user.companyName ?? t('firma:::info::missing')}</dd>
          <dt>{t('firma:::info::contact_name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('firma:::info::email')}</dt>
          <dd>{user.email}</dd>
        </dl>
      </Card>
    </section>
  );
}
