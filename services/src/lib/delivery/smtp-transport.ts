// E-mail through an SMTP server (SMTP_URL) with nodemailer: the text and HTML parts, and for alerts
// and reminders the List-Unsubscribe headers (RFC 8058 one-click) pointing at the signed link.
// A connection per message, each step bounded (connection, greeting, socket idle) and the whole
// message too: a server that stops answering after DATA costs that one send `sendTimeoutMs`.
import nodemailer from 'nodemailer';
import { DeliveryError, SEND_TIMEOUT_MS, sendSignal, type OutboxRow, type Transport } from './transports.js';

export const MAIL_FROM = 'Opgavetorvet <noreply@opgavetorvet.dk>';

/** The connection, the greeting and a silent socket each wait at most this (or the whole bound). */
const STEP_TIMEOUT_MS = 10_000;

export function smtpTransport(smtpUrl: string, sendTimeoutMs = SEND_TIMEOUT_MS): Transport {
  const step = Math.min(STEP_TIMEOUT_MS, sendTimeoutMs);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: step,
    greetingTimeout: step,
    socketTimeout: step,
  });
  return {
    async deliver(row: OutboxRow, stop: AbortSignal) {
      const headers: Record<string, string> = {};
      if (row.unsubscribeUrl) {
        headers['List-Unsubscribe'] = `<${row.unsubscribeUrl}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const { signal, timedOut } = sendSignal(stop, sendTimeoutMs);
      try {
        await transport.sendMail({
          from: MAIL_FROM,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body ?? '',
          html: row.html ?? undefined,
          headers,
          signal,
        });
      } catch (err) {
        if (timedOut())
          throw new DeliveryError(`SMTP server gave no answer within ${sendTimeoutMs} ms`, false);
        const { responseCode, code } = err as { responseCode?: number; code?: string };
        // 5xx from the server refuses this message for good (unknown mailbox, rejected content); a
        // refused login is the service's setting, put right while the rows wait.
        const permanent = responseCode !== undefined && responseCode >= 500 && code !== 'EAUTH';
        throw new DeliveryError(String((err as Error).message ?? err), permanent);
      }
    },
    close: () => transport.close(),
  };
}
