// One queued outbox row made ready to send: a mail's subject, text, HTML and unsubscribe link
// (composeMail), an SMS's words. The same function runs in the request thread (tests, the outbox
// page) and in the render thread; a notice that cannot be rendered is reported, not thrown, so one
// bad row does not stop the ones after it.
import { composeMail, wordsOf, type ComposeContext, type Notice, type NoticeText } from './compose.js';

export interface QueuedNotice {
  id: number;
  channel: 'email' | 'sms';
  /** The notice as queued (JSON): a mail's Notice, or an SMS's { to, text }. */
  notice: string;
}

export type RenderedNotice =
  | { id: number; subject: string | null; body: string; html: string | null; unsubscribeUrl: string | null }
  | { id: number; error: string };

export function renderRow(row: QueuedNotice, context: ComposeContext): RenderedNotice {
  try {
    if (row.channel === 'sms') {
      const sms = JSON.parse(row.notice) as { text: NoticeText };
      return {
        id: row.id,
        subject: null,
        body: wordsOf(sms.text, context),
        html: null,
        unsubscribeUrl: null,
      };
    }
    const mail = composeMail(JSON.parse(row.notice) as Notice, context);
    return {
      id: row.id,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      unsubscribeUrl: mail.unsubscribeUrl,
    };
  } catch (error) {
    return { id: row.id, error: error instanceof Error ? error.message : String(error) };
  }
}
