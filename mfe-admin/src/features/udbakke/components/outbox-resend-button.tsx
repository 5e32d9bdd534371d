// 'Send igen' on a failed row: queues the notice again with its tries from zero (the service
// refuses a row that has not failed), tells the outcome as a notification and has the page fetch
// the outbox anew, where the row now stands 'I kø'.
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@opgavetorvet/contracts';
import { Button, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useResendOutboxRowMutation } from '../api/outbox-api';

export function OutboxResendButton({ row, onResent }: { row: OutboxRow; onResent: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendOutboxRowMutation();
  return (
    <Button
      variant="secondary"
      className="outbox-table__resend"
      busy={isLoading}
      title={t('admin:::udbakke::resend_title')}
      onClick={async (event) => {
        event.stopPropagation();
        const result = await resend(row.id);
        dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
        onResent();
      }}
    >
      {t('admin:::udbakke::resend')}
    </Button>
  );
}
