// The administrator's decision on the company's cancel request, on the won job's card (issue 10,
// defect 6): approved or rejected, when, and the administrator's reason, so a rejection leaves a
// trace as an approval does ('Se annullering' shows the whole request).
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { formatUnixDate } from '@opgavetorvet/ui';

type Decision = NonNullable<WonJobItem['cancel_decision']>;

export function CancelDecisionNote({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={`won-job__decision won-job__decision--${decision.status}`}
      role="note"
      data-testid="cancel-decision"
    >
      <strong>
        {t(`firma:::vundne::cancel_decision::${decision.status}`, {
          date: formatUnixDate(decision.decided_at, i18n.language),
        })}
      </strong>
      {decision.reason !== '' && (
        <p>{t('firma:::vundne::cancel_decision::reason', { reason: decision.reason })}</p>
      )}
    </div>
  );
}
