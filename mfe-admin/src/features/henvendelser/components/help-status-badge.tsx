// Where a help item stands: 'Ubesvaret' (Opgavetorvet owes an answer), 'Besvaret' or 'Lukket'.
import { useTranslation } from 'react-i18next';
import type { HelpStatus } from '@opgavetorvet/contracts';
import { Badge, type BadgeTone } from '@opgavetorvet/ui';

const tones: Record<HelpStatus, BadgeTone> = { open: 'warning', answered: 'success', closed: 'neutral' };

export function HelpStatusBadge({ status }: { status: HelpStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`admin:::henvendelser::statuses::${status}`)}</Badge>;
}
