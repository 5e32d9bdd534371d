// What the page says after POST /ajax/firma/sendemailreview (SPEC §8): success → 'Mailen er
// sendt...'; a cap stopped it → the monthly text when count_all is 200 (SPEC §9's monthly cap),
// otherwise the daily text (the daily cap is ours, docs/decisions.md). Then, when a cap stopped a
// list part-way, how many went and that the list may be sent again (customers asked within 30 days
// are left out by the service); and when nobody new was on the list, that it was sent to nobody.
import {
  REVIEW_EMAIL_MONTHLY_CAP,
  type NotificationType,
  type ReviewEmailsReply,
} from '@opgavetorvet/contracts';

export interface ReviewEmailsNote {
  type: NotificationType;
  key: string;
  params?: Record<string, number>;
}

export function reviewEmailsNotes(
  reply: Pick<ReviewEmailsReply, 'type' | 'count_all' | 'sent'>,
): ReviewEmailsNote[] {
  if (reply.type === 'success')
    return reply.sent > 0
      ? [{ type: 'success', key: 'errors:::review_mail_sent' }]
      : [{ type: 'info', key: 'firma:::anmeldelser::email::all_asked' }];
  const limit: ReviewEmailsNote = {
    type: 'error',
    key:
      reply.count_all === REVIEW_EMAIL_MONTHLY_CAP
        ? 'errors:::review_monthly_limit'
        : 'errors:::review_daily_limit',
  };
  return reply.sent > 0
    ? [limit, { type: 'info', key: 'firma:::anmeldelser::email::partly_sent', params: { count: reply.sent } }]
    : [limit];
}
