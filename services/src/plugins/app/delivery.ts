// The background worker as a plugin: each pass first runs the steps other plugins added (the
// fan-out of new jobs to companies, then the rendering of queued notices), then drains the outbox through the transports that are
// configured (SMTP_URL for e-mail, SMS_API_URL for SMS; without them rows stay queued for
// /admin/udbakke to show). It runs when work is queued (wake) and every DELIVERY_INTERVAL_MS for
// retries, one pass at a time, and finishes its pass before the app closes.
import fp from 'fastify-plugin';
import { nowSeconds } from '../../lib/danish.js';
import { gatewayApiTransport } from '../../lib/delivery/gatewayapi-transport.js';
import { smtpTransport } from '../../lib/delivery/smtp-transport.js';
import { deliveryPass, type PassResult, type Transports } from '../../lib/delivery/worker.js';

/**
 * Work done at the start of every pass, before sending; `now` is unix seconds. A step does a small
 * slice and returns true when more is waiting: the worker then comes back at once, after the
 * requests that arrived in the meantime.
 */
export type DeliveryStep = (now: number) => boolean | void | Promise<boolean | void>;
/** 'prepare' steps (the fan-out of new jobs) run first, then 'render' (the queued notices' words). */
export type DeliveryPhase = 'prepare' | 'render';

export interface Delivery {
  /** Asks for a pass soon (WAKE_DELAY_MS after, when the caller's transaction has committed). */
  wake(): void;
  addStep(step: DeliveryStep, phase?: DeliveryPhase): void;
  /** Runs a pass now (after the one in progress) and tells what it did. */
  drain(): Promise<PassResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/** How long a wake waits, so a busy moment's notices are rendered in one pass, not one per request. */
export const WAKE_DELAY_MS = 20;

export default fp(
  async (fastify) => {
    const { smtpUrl, smsApiUrl, smsApiToken, smsSender, deliveryIntervalMs } = fastify.config;
    const transports: Transports = {};
    if (smtpUrl) transports.email = smtpTransport(smtpUrl);
    if (smsApiUrl)
      transports.sms = gatewayApiTransport({ url: smsApiUrl, token: smsApiToken, sender: smsSender });
    const steps: Record<DeliveryPhase, DeliveryStep[]> = { prepare: [], render: [] };

    let current: Promise<PassResult> = Promise.resolve({ sent: 0, retried: 0, failed: 0 });
    let scheduled = false;
    let closed = false;

    const drain = (): Promise<PassResult> => {
      current = current
        .catch(() => undefined)
        .then(async () => {
          let more = false;
          for (const step of [...steps.prepare, ...steps.render])
            if ((await step(nowSeconds())) === true) more = true;
          const pass = await deliveryPass(fastify.db, transports, nowSeconds);
          if (more) wake(true);
          return pass;
        })
        .catch((err: unknown) => {
          fastify.log.error({ err }, 'delivery pass failed');
          return { sent: 0, retried: 0, failed: 0 };
        });
      return current;
    };
    /** A pass after WAKE_DELAY_MS (what a burst of requests queues is taken in one), or at once. */
    const wake = (soon = false) => {
      if (scheduled || closed) return;
      scheduled = true;
      const run = () => {
        scheduled = false;
        if (!closed) void drain();
      };
      if (soon) setImmediate(run);
      else setTimeout(run, WAKE_DELAY_MS).unref();
    };
    fastify.decorate<Delivery>('delivery', {
      wake: () => wake(),
      drain,
      addStep: (step, phase = 'prepare') => void steps[phase].push(step),
    });

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => wake(), deliveryIntervalMs);
      timer.unref();
      wake(true);
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
