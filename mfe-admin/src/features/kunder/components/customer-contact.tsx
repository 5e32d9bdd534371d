// The customer's contact card on their administrator's page: e-mail, phone and zip, when the
// account was made and last logged in, and when it was erased if it was.
import { useTranslation } from 'react-i18next';
import type { AdminCustomerReply } from '@opgavetorvet/contracts';
import { Card, formatUnixDate } from '@opgavetorvet/ui';

export function CustomerContact({ customer }: { customer: AdminCustomerReply }) {
  const { t, i18n } = useTranslation();
  const date = (at: number) => formatUnixDate(at, i18n.language);
  return (
    <Card className="stack">
      <h2 className="section-title">{t('admin:::kunder::contact')}</h2>
      <p className="kunder-facts">
        {customer.email}
        {customer.phone && (
          <>
            <br />
            {customer.phone}
          </>
        )}
        {customer.zip && (
          <>
            <br />
            {t('admin:::kunder::zip', { zip: customer.zip })}
          </>
        )}
      </p>
      <p className="muted kunder-facts">
        {t('admin:::kunder::created', { date: date(customer.created_at) })}
        <br />
        {customer.last_login_at === null
          ? t('admin:::kunder::never_logged_in')
          : t('admin:::kunder::last_login', { date: date(customer.last_login_at) })}
      </p>
      {customer.deleted_at !== null && (
        <p>{t('admin:::kunder::erased_on', { date: date(customer.deleted_at) })}</p>
      )}
    </Card>
  );
}
