// The delivery worker as a plugin: drains the outbox through the transports that are configured
// (SMTP_URL for e-mail, SMS_API_URL for SMS; without them rows stay queued for /admin/udbakke to
// show). It runs when a row is queued (wake) and every DELIVERY_INTERVAL_MS for retries, one pass
// at a time, and finishes its pass before the app closes.
import fp from 'fastify-plugin';
import { gatewayApiTransport } from '../../lib/delivery/gatewayapi-transport.js';
import { smtpTransport } from '../../lib/delivery/smtp-transport.js';
import { deliveryPass, type PassResult, type Transports } from '../../lib/delivery/worker.js';

export interface Delivery {
  /** Asks for a pass soon (after the caller's transaction has committed). */
  wake(): void;
  /** Runs a pass now (after the one in progress) and tells what it did. */
  drain(): Promise<PassResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export default fp(
  async (fastify) => {
    const { smtpUrl, smsApiUrl, smsApiToken, smsSender, deliveryIntervalMs } = fastify.config;
    const transports: Transports = {};
    if (smtpUrl) transports.email = smtpTransport(smtpUrl);
    if (smsApiUrl)
      transports.sms = gatewayApiTransport({ url: smsApiUrl, token: smsApiToken, sender: smsSender });
    const active = Object.keys(transports).length > 0;

    let current: Promise<PassResult> = Promise.resolve({ sent: 0, retried: 0, failed: 0 });
    let scheduled = false;
    let closed = false;

    const drain = (): Promise<PassResult> => {
      current = current
        .catch(() => undefined)
        .then(() => deliveryPass(fastify.db, transports, nowSeconds))
        .catch((err: unknown) => {
          fastify.log.error({ err }, 'delivery pass failed');
          return { sent: 0, retried: 0, failed: 0 };
        });
      return current;
    };
    const wake = () => {
      if (!active || scheduled || closed) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!closed) void drain();
      });
    };
    fastify.decorate<Delivery>('delivery', { wake, drain });

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      if (!active) return;
      timer = setInterval(wake, deliveryIntervalMs);
      timer.unref();
      wake();
    });
    fastify.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await current.catch(() => undefined);
      for (const transport of Object.values(transports)) transport.close?.();
    });
  },
  { name: 'delivery', dependencies: ['config', 'db'] },
);
