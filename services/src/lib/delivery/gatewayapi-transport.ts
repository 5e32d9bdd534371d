// SMS through GatewayAPI's REST call (POST {SMS_API_URL}, JSON { sender, message, recipients:
// [{ msisdn }] }, Authorization: Token {SMS_API_TOKEN}), the Danish SMS gateway. A 2xx with message
// ids is delivered; 429 and 5xx may pass later; any other refusal is final.
import { DeliveryError, type OutboxRow, type Transport } from './transports.js';

export interface GatewayApiOptions {
  url: string;
  token: string | null;
  sender: string;
  timeoutMs?: number;
}

/** A Danish number as the gateway's MSISDN: 8 digits get the 45 country code. */
export function msisdn(phone: string): number {
  const digits = phone.replace(/\D/g, '');
  return Number(digits.length === 8 ? `45${digits}` : digits);
}

export function gatewayApiTransport(options: GatewayApiOptions): Transport {
  return {
    async deliver(row: OutboxRow) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Token ${options.token}` } : {}),
          },
          body: JSON.stringify({
            sender: options.sender,
            message: row.body ?? '',
            recipients: [{ msisdn: msisdn(row.recipient) }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new DeliveryError(`SMS gateway unreachable: ${(err as Error).message}`, false);
      }
      const text = await response.text();
      if (!response.ok) {
        const permanent = response.status !== 429 && response.status < 500;
        throw new DeliveryError(`SMS gateway answered ${response.status}: ${text.slice(0, 300)}`, permanent);
      }
    },
  };
}
