// E-mail through an SMTP server (SMTP_URL) with nodemailer: the text and HTML parts, and for alerts
// and reminders the List-Unsubscribe headers (RFC 8058 one-click) pointing at the signed link.
import nodemailer from 'nodemailer';
import { DeliveryError, type OutboxRow, type Transport } from './transports.js';

export const MAIL_FROM = 'Opgavetorvet <noreply@opgavetorvet.dk>';

export function smtpTransport(smtpUrl: string): Transport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(row: OutboxRow) {
      const headers: Record<string, string> = {};
      if (row.unsubscribeUrl) {
        headers['List-Unsubscribe'] = `<${row.unsubscribeUrl}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      try {
        await transport.sendMail({
          from: MAIL_FROM,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body ?? '',
          html: row.html ?? undefined,
          headers,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        // 5xx from the server refuses this message for good (unknown mailbox, rejected content).
        throw new DeliveryError(String((err as Error).message ?? err), code !== undefined && code >= 500);
      }
    },
    close: () => transport.close(),
  };
}
