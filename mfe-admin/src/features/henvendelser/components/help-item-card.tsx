// One item of the inbox: what kind it is and where it stands, its title, who wrote and when, the
// newest message's start, and 'Åbn' to read and answer the thread.
import { useTranslation } from 'react-i18next';
import type { HelpItem } from '@opgavetorvet/contracts';
import { Badge, Button, Card, formatUnixDateTime } from '@opgavetorvet/ui';
import { HelpStatusBadge } from './help-status-badge';

export function HelpItemCard({ item, onOpen }: { item: HelpItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      className={`help-item${item.unanswered ? ' help-item--unanswered' : ''}`}
      data-testid="help-item"
      data-kind={item.kind}
      data-id={item.id}
    >
      <div className="help-item__badges">
        <Badge tone="info">{t(`admin:::henvendelser::kinds::${item.kind}`)}</Badge>
        <HelpStatusBadge status={item.status} />
      </div>
      <h2 className="card__title help-item__title">{item.title}</h2>
      <ul className="card__meta">
        <li>{t(`admin:::henvendelser::from::${item.kind}`, { name: item.from_name })}</li>
        <li>
          {t('admin:::henvendelser::last_at', {
            date: formatUnixDateTime(item.last_message_at),
          })}
        </li>
        <li>{t('admin:::henvendelser::messages', { count: item.message_count })}</li>
      </ul>
      <p className="help-item__preview">{item.preview}</p>
      <div className="form-actions">
        <Button variant={item.unanswered ? 'primary' : 'secondary'} onClick={onOpen}>
          {t(item.unanswered ? 'admin:::henvendelser::open_answer' : 'admin:::henvendelser::open')}
        </Button>
      </div>
    </Card>
  );
}
