// /firma/beskeder (alias /company/messages): the company's messages with customers.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle } from '@opgavetorvet/ui';

export function BeskederPage() {
  const { t } = useTranslation();
  return (
    <section className="stack" data-testid="firma-beskeder">
      <PageTitle text={t('firma:::messages::title')} />
      <EmptyState title={t('firma:::messages::empty_title')} text={t('firma:::messages::empty_text')} />
    </section>
  );
}
