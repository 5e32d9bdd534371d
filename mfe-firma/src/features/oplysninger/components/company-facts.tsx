// The company's own details as the session knows them, its balance, and links to the pages that
// belong to the company's settings (subscriptions, reviews, help).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@opgavetorvet/contracts';
import { Card, formatAmount } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';

export function CompanyFacts({ user, balanceOre }: { user: SessionUser; balanceOre: number }) {
  const { t } = useTranslation();
  const balance = formatAmount(Math.trunc(balanceOre / 100), Math.abs(balanceOre % 100));
  return (
    <Card className="settings-section" data-testid="company-facts">
      <dl className="facts">
        <dt>{t('firma:::oplysninger::company_name')}</dt>
        <dd>{user.companyName ?? t('firma:::oplysninger::missing')}</dd>
        <dt>{t('firma:::oplysninger::contact_name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('firma:::oplysninger::email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('firma:::oplysninger::balance')}</dt>
        <dd data-testid="balance">{t('firma:::oplysninger::kroner', { amount: balance })}</dd>
      </dl>
      <nav aria-label={t('firma:::oplysninger::more_label')}>
        <ul className="settings-links">
          <li>
            <Link to={paths.abonnement}>{t('firma:::oplysninger::links::abonnement')}</Link>
          </li>
          <li>
            <Link to={paths.anmeldelser}>{t('firma:::oplysninger::links::anmeldelser')}</Link>
          </li>
          <li>
            <Link to={paths.hjaelp}>{t('firma:::oplysninger::links::hjaelp')}</Link>
          </li>
        </ul>
      </nav>
    </Card>
  );
}
