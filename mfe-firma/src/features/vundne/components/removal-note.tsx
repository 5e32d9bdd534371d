// Opgavetorvet removed the won job (issue 33): when, and the reason both sides were told, on the
// company's card, as the customer's job page says it.
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { formatUnixDate } from '@opgavetorvet/ui';

type Removal = NonNullable<WonJobItem['removal']>;

export function RemovalNote({ removal }: { removal: Removal }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="won-job__decision won-job__decision--approved" role="status" data-testid="job-removed">
      {t('firma:::vundne::removed_by_site', {
        date: formatUnixDate(removal.at, i18n.language),
        reason: removal.reason,
      })}
    </p>
  );
}
