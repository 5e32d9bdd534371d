// The company's support cases, latest activity first: subject, status, last activity and the
// number of messages; 'Vis beskeder' opens the thread.
import { useTranslation } from 'react-i18next';
import type { SupportCaseItem, SupportCaseStatus } from '@opgavetorvet/contracts';
import { Badge, Button, Card, EmptyState, Spinner, formatUnixDate, type BadgeTone } from '@opgavetorvet/ui';

const TONE: Record<SupportCaseStatus, BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

interface Props {
  cases: SupportCaseItem[] | undefined;
  onOpen: (item: SupportCaseItem) => void;
}

export function SupportCasesList({ cases, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-labelledby="support-cases-title" data-testid="support-cases">
      <h2 className="card__title" id="support-cases-title">
        {t('firma:::hjaelp::cases::title')}
      </h2>
      {!cases && <Spinner />}
      {cases && cases.length === 0 && <EmptyState title={t('firma:::hjaelp::cases::empty')} />}
      {cases && cases.length > 0 && (
        <ul className="support-cases">
          {cases.map((item) => (
            <li
              key={item.supportcase_id}
              className="support-case"
              data-testid="support-case"
              data-case-id={item.supportcase_id}
            >
              <div className="support-case__main">
                <span className="support-case__subject">{item.subject}</span>
                <span className="muted">
                  {t('firma:::hjaelp::cases::meta', {
                    date: formatUnixDate(item.last_message_at, i18n.language),
                    count: item.message_count,
                  })}
                </span>
              </div>
              <Badge tone={TONE[item.status]}>{t(`firma:::hjaelp::cases::status::${item.status}`)}</Badge>
              <Button
                variant="secondary"
                onClick={() => onOpen(item)}
                aria-label={t('firma:::hjaelp::cases::open_named', { subject: item.subject })}
              >
                {t('firma:::hjaelp::cases::open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
