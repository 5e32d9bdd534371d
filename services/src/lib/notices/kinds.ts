// The kinds of notice a person can turn off with the link in the mail (alerts and reminders).
// Messages that answer something the person did (a code, a new offer, a decision) have no kind and
// cannot be turned off.
export const NOTICE_KINDS = [
  'job_alert',
  'job_digest',
  'job_expiry',
  'confirm_reminder',
  'review_request',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value);
}
