// A row's delivery state as a coloured label: queued amber, sending blue, sent green, failed red.
import { useTranslation } from 'react-i18next';
import type { OutboxRowState } from '@opgavetorvet/contracts';
import { Badge, type BadgeTone } from '@opgavetorvet/ui';

const tones: Record<OutboxRowState, BadgeTone> = {
  queued: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

export function OutboxStateBadge({ state }: { state: OutboxRowState }) {
  const { t } = useTranslation();
  return <Badge tone={tones[state]}>{t(`admin:::udbakke::states::${state}`)}</Badge>;
}
