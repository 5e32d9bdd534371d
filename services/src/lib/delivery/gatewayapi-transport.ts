// SMS through GatewayAPI's REST call (POST {SMS_API_URL}, JSON { sender, message, recipients:
// [{ msisdn }] }, Authorization: Token {SMS_API_TOKEN}), the Danish SMS gateway. A 2xx with message
// ids is delivered; 429 and 5xx may pass later, and so may 401 and 403 (the token is the service's
// setting, not the message's fault: it is put right and the rows wait); any other refusal is final. The call and its
// answer's body are bounded by `timeoutMs`: a gateway that does not answer costs one send that long.
import { DeliveryError, SEND_TIMEOUT_MS, sendSignal, type OutboxRow, type Transport } from './transports.js';

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
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return {
    async deliver(row: OutboxRow, stop: AbortSignal) {
      const { signal, timedOut } = sendSignal(stop, timeoutMs);
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
          signal,
        });
      } catch (err) {
        if (timedOut()) throw new DeliveryError(`SMS gateway gave no answer within ${timeoutMs} ms`, false);
        throw new DeliveryError(`SMS gateway unreachable: ${(err as Error).message}`, false);
      }
      // A 2xx is the gateway's yes: the SMS is out even if the rest of its answer never comes.
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const permanent = response.status < 500 && ![401, 403, 429].includes(response.status);
        throw new DeliveryError(`SMS gateway answered ${response.status}: ${text.slice(0, 300)}`, permanent);
      }
    },
  };
}
