// One outbox row opened: its facts (to, channel, state, tries, dates, the error) and its whole
// text with the line breaks it was written with — the SMS, or the mail's text part.
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@opgavetorvet/contracts';
import { formatUnixDateTime, Modal } from '@opgavetorvet/ui';
import { OutboxStateBadge } from './outbox-state-badge';

export function OutboxMessageModal({ row, onClose }: { row: OutboxRow; onClose: () => void }) {
  const { t } = useTranslation();
  const when = (unixSeconds: number) => formatUnixDateTime(unixSeconds);
  const title = row.subject ?? t('admin:::udbakke::sms_title', { to: row.recipient });
  const retryLater = row.state === 'queued' && row.tries > 0 && row.next_attempt_at > 0;
  return (
    <Modal open title={title} onClose={onClose} testId="outbox-message">
      <div className="outbox-message stack">
        <dl className="facts outbox-message__facts">
          <dt>{t('admin:::udbakke::message::recipient')}</dt>
          <dd>{row.recipient}</dd>
          <dt>{t('admin:::udbakke::message::channel')}</dt>
          <dd>{t(`admin:::udbakke::channels::${row.channel}`)}</dd>
          <dt>{t('admin:::udbakke::message::state')}</dt>
          <dd>
            <OutboxStateBadge state={row.state} />
          </dd>
          <dt>{t('admin:::udbakke::message::tries')}</dt>
          <dd>{row.tries}</dd>
          <dt>{t('admin:::udbakke::message::created')}</dt>
          <dd>{when(row.created_at)}</dd>
          {row.sent_at !== null && (
            <>
              <dt>{t('admin:::udbakke::message::sent')}</dt>
              <dd>{when(row.sent_at)}</dd>
            </>
          )}
          {retryLater && (
            <>
              <dt>{t('admin:::udbakke::message::next_attempt')}</dt>
              <dd>{when(row.next_attempt_at)}</dd>
            </>
          )}
          {row.error && (
            <>
              <dt>{t('admin:::udbakke::message::error')}</dt>
              <dd className="outbox-message__error">{row.error}</dd>
            </>
          )}
        </dl>
        <section aria-label={t('admin:::udbakke::message::text')}>
          <div className="outbox-message__text" data-testid="outbox-message-text">
            {row.body}
          </div>
        </section>
      </div>
    </Modal>
  );
}
