// An offer's state in the customer's words (standing, declined, chosen, finished …).
import { useTranslation } from 'react-i18next';
import type { JobContactState } from '@opgavetorvet/contracts';
import { Badge, type BadgeTone } from '@opgavetorvet/ui';

const tones: Record<JobContactState, BadgeTone> = {
  bid: 'info',
  declined: 'neutral',
  withdrawn: 'neutral',
  awaiting_confirmation: 'success',
  confirmed: 'success',
  refused: 'danger',
  changes_proposed: 'warning',
  cancel_pending: 'warning',
  cancelled: 'danger',
  finished: 'success',
};

export function OfferStateBadge({ state, withdrawn }: { state: JobContactState; withdrawn: boolean }) {
  const { t } = useTranslation();
  const shown = withdrawn ? 'withdrawn' : state;
  return <Badge tone={tones[shown]}>{t(`bruger:::offers::state::${shown}`)}</Badge>;
}
