// The company's opening times as the service renders them (/ajax/firma/openingtimes → a table).
import { useTranslation } from 'react-i18next';
import { Card, ServerHtml, Spinner } from '@opgavetorvet/ui';
import { useProfileOpeningTimesQuery } from '../api/company-profile-api';

export function OpeningTimes({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useProfileOpeningTimesQuery({ company_id: companyId });
  return (
    <Card className="stack profile-opening-times">
      <h2 className="card__title">{t('bruger:::profile::opening_times')}</h2>
      {isLoading && <Spinner />}
      {isError && <p className="muted">{t('errors:::content_load_failed')}</p>}
      {data && <ServerHtml data-testid="opening-times" html={data.html} />}
    </Card>
  );
}
