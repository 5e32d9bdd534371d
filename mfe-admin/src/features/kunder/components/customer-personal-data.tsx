// The customer's personal-data requests (issue 32), carried out where they already live: the ZIP of
// everything stored about the customer (the administrator's audit-logged download) and the erasure,
// done on /admin/persondata with the customer's e-mail filled in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPersonExportPath, type AdminCustomerReply } from '@opgavetorvet/contracts';
import { Card } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';

export function CustomerPersonalData({ customer }: { customer: AdminCustomerReply }) {
  const { t } = useTranslation();
  return (
    <Card className="stack" data-testid="kunde-persondata">
      <h2 className="section-title">{t('admin:::kunder::personal_data')}</h2>
      <p className="muted">{t('admin:::kunder::personal_data_lead')}</p>
      <p>
        <a className="btn btn--secondary" href={adminPersonExportPath(customer.user_id)} download>
          {t('admin:::kunder::export')}
        </a>
      </p>
      {customer.deleted_at === null && (
        <p>
          <Link to={`${paths.persondata}?${new URLSearchParams({ email: customer.email }).toString()}`}>
            {t('admin:::kunder::erase')}
          </Link>
        </p>
      )}
    </Card>
  );
}
