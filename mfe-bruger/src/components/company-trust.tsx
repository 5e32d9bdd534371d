// What tells a customer a company is real and quick (issue 31), wherever the company is named (its
// profile, the directory cards, the offers on the customer's job): the "CVR-verificeret" badge when
// the register found its CVR number's company active, and "Svarer typisk inden for …" when it has
// made enough offers for a typical reply time. Each draws nothing without its fact, and the two
// together draw no empty line. The badge explains itself in a popover (hint-popover.tsx).
import { useTranslation } from 'react-i18next';
import { replyTimeSpan } from '@opgavetorvet/contracts/company-presentation';
import { Badge } from '@opgavetorvet/ui';
import { HintPopover } from './hint-popover';
import './company-trust.css';

export function CvrVerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <HintPopover hint={t('common:::company_presentation::cvr_verified_hint')}>
      <span className="cvr-verified" data-testid="cvr-verified">
        <Badge tone="success">{t('common:::company_presentation::cvr_verified')}</Badge>
      </span>
    </HintPopover>
  );
}

/** "Svarer typisk inden for 3 timer", or nothing while the company has no typical reply time. */
export function ReplyTime({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  if (minutes === null) return null;
  const { unit, count } = replyTimeSpan(minutes);
  return (
    <span className="reply-time" data-testid="reply-time">
      {t('common:::company_presentation::reply_time', {
        time: t(`common:::company_presentation::${unit}`, { count }),
      })}
    </span>
  );
}

/** The badge and the reply time on one line; no line at all when the company has neither. */
export function CompanyTrust({ verified, minutes }: { verified: boolean; minutes: number | null }) {
  if (!verified && minutes === null) return null;
  return (
    <p className="company-trust">
      <CvrVerifiedBadge verified={verified} />
      <ReplyTime minutes={minutes} />
    </p>
  );
}
