// What the page says after POST /ajax/firma/sendemailreview (SPEC §8): success → 'Mailen er
// sendt...'; a cap stopped it → the monthly text when count_all is 200 (SPEC §9's monthly cap),
// otherwise the daily text (the daily cap is ours, docs/decisions.md).
import {
  REVIEW_EMAIL_MONTHLY_CAP,
  type NotificationType,
  type ReviewEmailsReply,
} from '@opgavetorvet/contracts';

export function reviewEmailsNote(reply: Pick<ReviewEmailsReply, 'type' | 'count_all'>): {
  type: NotificationType;
  key: string;
} {
  if (reply.type === 'success') return { type: 'success', key: 'errors:::review_mail_sent' };
  return {
    type: 'error',
    key:
      reply.count_all === REVIEW_EMAIL_MONTHLY_CAP
        ? 'errors:::review_monthly_limit'
        : 'errors:::review_daily_limit',
  };
}
