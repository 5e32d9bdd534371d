// The background worker as a plugin: each pass first runs the steps other plugins added (the
// fan-out of new jobs to companies, then the rendering of queued notices), then lets the delivery
// worker (lib/delivery/worker.ts) queue back stale claims and start sends on the channels that are
// configured (SMTP_URL for e-mail, SMS_API_URL for SMS; without them rows stay queued for
// /admin/udbakke to show). It runs when work is queued (wake) and every DELIVERY_INTERVAL_MS for
// retries, one pass at a time; a pass starts sends but does not wait for them, so a hanging
// provider never holds the passes. On close the worker stops claiming and its sends get a grace
// to finish before they are aborted and their rows queued again.
import fp from 'fastify-plugin';
import { nowSeconds } from '../../lib/danish.js';
import { gatewayApiTransport } from '../../lib/delivery/gatewayapi-transport.js';
import { smtpTransport } from '../../lib/delivery/smtp-transport.js';
import { deliveryWorker, type PassResult, type Transports } from '../../lib/delivery/worker.js';
import { isDatabaseUnavailable } from '../../lib/outage/database-unavailable.js';
import { outageWatch } from '../../lib/outage/outage-watch.js';

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
  /**
   * Runs a pass now (after the one in progress), waits until its sends and the ones they made room
   * for have ended, and tells what they came to.
   */
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
    const { deliverySendTimeoutMs, deliveryClaimLeaseSeconds, deliveryCloseGraceMs } = fastify.config;
    const transports: Transports = {};
    if (smtpUrl) transports.email = smtpTransport(smtpUrl, deliverySendTimeoutMs);
    if (smsApiUrl)
      transports.sms = gatewayApiTransport({
        url: smsApiUrl,
        token: smsApiToken,
        sender: smsSender,
        timeoutMs: deliverySendTimeoutMs,
      });
    // A pass the database cannot take (an outage) is logged once, not once per pass, whether a step
    // or the worker met it; the next passes keep coming every DELIVERY_INTERVAL_MS and the first
    // that goes through ends it.
    const database = outageWatch('database (delivery)', fastify.log);
    const worker = deliveryWorker(fastify.db, {
      transports,
      now: nowSeconds,
      claimLeaseSeconds: deliveryClaimLeaseSeconds,
      log: fastify.log,
      database,
    });
    const steps: Record<DeliveryPhase, DeliveryStep[]> = { prepare: [], render: [] };
    let current: Promise<void> = Promise.resolve();
    let scheduled = false;
    let closed = false;

    const pass = (): Promise<void> => {
      current = current
        .then(async () => {
          let more = false;
          for (const step of [...steps.prepare, ...steps.render])
            if ((await step(nowSeconds())) === true) more = true;
          await worker.pass();
          database.succeeded();
          if (more) wake(true);
        })
        .catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) database.failed(err);
          else fastify.log.error({ err }, 'delivery pass failed');
        });
      return current;
    };
    const drain = async (): Promise<PassResult> => {
      const before = worker.done();
      await pass();
      await worker.idle();
      const after = worker.done();
      return {
        sent: after.sent - before.sent,
        retried: after.retried - before.retried,
        failed: after.failed - before.failed,
      };
    };
    /** A pass after WAKE_DELAY_MS (what a burst of requests queues is taken in one), or at once. */
    const wake = (soon = false) => {
      if (scheduled || closed) return;
      scheduled = true;
      const run = () => {
        scheduled = false;
        if (!closed) void pass();
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
      await current;
      await worker.stop(deliveryCloseGraceMs);
      for (const transport of Object.values(transports)) transport.close?.();
    });
  },
  { name: 'delivery', dependencies: ['config', 'db'] },
);
