// Rules of the delivery worker, on both engines, against a real SMTP server and a GatewayAPI
// stand-in on loopback: a hanging provider holds only its own channel, and only the rows being sent
// are claimed; a send that hangs gives up after its timeout and its row is tried again; the claims
// of a holder that died go back to the queue after the lease and are sent once, costing no try when
// the hand-over never started; a stopping worker puts back what it holds; a failing provider is
// logged once per outage and probed with one row a pass. The clock is the test's own.
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../db/engine/store.js';
import { outbox, type OutboxChannel } from '../../db/schema/index.js';
import {
  startSmsGateway,
  startSmtpServer,
  type TestGateway,
  type TestSmtp,
} from '../../test/mail-servers.js';
import { engineFactories } from '../../test/store-engines.js';
import { gatewayApiTransport } from './gatewayapi-transport.js';
import { MAX_TRIES, STALE_REASON, claimDue, releaseStaleClaims, retryDelaySeconds } from './outbox-states.js';
import { smtpTransport } from './smtp-transport.js';
import { CLAIM_LEASE_SECONDS, deliveryWorker, type DeliveryLog, type DeliveryWorker } from './worker.js';

const T0 = 1_800_000_000;
const recipientOf = (channel: OutboxChannel, n: number) =>
  channel === 'sms' ? `2000000${n}` : `kunde${n}@example.dk`;

describe.each(engineFactories())('the delivery worker on $name', ({ open }) => {
  let db: Store;
  let smtp: TestSmtp;
  let gateway: TestGateway;
  let clock: number;
  let workers: DeliveryWorker[];
  let logged: [level: string, message: string][];

  beforeEach(async () => {
    db = await open();
    [smtp, gateway] = await Promise.all([startSmtpServer(), startSmsGateway()]);
    clock = T0;
    workers = [];
    logged = [];
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop(0)));
    await Promise.all([smtp.close(), gateway.close()]);
    await db.close();
  });

  const log: DeliveryLog = {
    info: (_details, message) => void logged.push(['info', message]),
    warn: (_details, message) => void logged.push(['warn', message]),
    error: (_details, message) => void logged.push(['error', message]),
  };
  /** A worker sending two at a time per channel through real transports that give up after `timeoutMs`. */
  const startWorker = (options: { timeoutMs?: number; smtpUrl?: string; holder?: string } = {}) => {
    const timeoutMs = options.timeoutMs ?? 60_000;
    const worker = deliveryWorker(db, {
      transports: {
        email: smtpTransport(options.smtpUrl ?? smtp.url, timeoutMs),
        sms: gatewayApiTransport({ url: gateway.url, token: 'gw', sender: 'Opgavetorv', timeoutMs }),
      },
      now: () => clock,
      concurrency: 2,
      holder: options.holder,
      log,
    });
    workers.push(worker);
    return worker;
  };
  const passOf = async (worker: DeliveryWorker) => {
    await worker.pass();
    await worker.idle();
  };
  const queue = async (channel: OutboxChannel, count: number) => {
    for (let n = 0; n < count; n += 1)
      await db
        .insert(outbox)
        .values({
          channel,
          recipient: recipientOf(channel, n),
          subject: channel === 'email' ? `Besked ${n}` : null,
          body: `Besked ${n}`,
        })
        .run();
  };
  const rowsOf = (channel: OutboxChannel) =>
    db.select().from(outbox).where(eq(outbox.channel, channel)).orderBy(asc(outbox.id)).all();
  const delivered = (channel: OutboxChannel) =>
    channel === 'email'
      ? smtp.messages.map((message) => (message.to && 'text' in message.to ? message.to.text : ''))
      : gateway.calls.map((call) => `${call.body.recipients[0]!.msisdn}`.slice(2));
  const providerOf = (channel: OutboxChannel) => (channel === 'email' ? smtp : gateway);

  it.each([
    { hanging: 'email', other: 'sms' },
    { hanging: 'sms', other: 'email' },
  ] as const)(
    'a hanging $hanging provider does not hold the $other, only the rows being sent are claimed, and a stop queues them again',
    async ({ hanging, other }) => {
      providerOf(hanging).hang(true);
      await queue('email', 6);
      await queue('sms', 6);
      const worker = startWorker();
      await worker.pass();
      await vi.waitFor(
        async () => expect((await rowsOf(other)).every((row) => row.status === 'sent')).toBe(true),
        {
          timeout: 10_000,
        },
      );
      expect(delivered(other).sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => recipientOf(other, n)));
      await vi.waitFor(() => expect(providerOf(hanging).hung()).toBe(2), { timeout: 10_000 });
      const held = await rowsOf(hanging);
      expect(held.map((row) => [row.status, row.tries])).toEqual([
        ['sending', 1],
        ['sending', 1],
        ...Array(4).fill(['queued', 0]),
      ]);
      expect(held[0]).toMatchObject({ claimedBy: worker.holder, claimedAt: T0, handedOverAt: T0 });

      await worker.stop(0);
      const released = await rowsOf(hanging);
      expect(released.map((row) => [row.status, row.claimedBy, row.nextAttemptAt])).toEqual(
        Array(6).fill(['queued', null, expect.any(Number)]),
      );
      expect(released.every((row) => row.nextAttemptAt <= T0)).toBe(true);
      expect(released[0]!.error).toContain('the service stopped while sending; queued again');
      expect(delivered(hanging)).toEqual([]);
    },
  );

  it.each([
    { channel: 'email', reason: 'SMTP server gave no answer within 300 ms' },
    { channel: 'sms', reason: 'SMS gateway gave no answer within 300 ms' },
  ] as const)(
    'a $channel send that hangs gives up after its timeout; the row is tried again after the back-off and sent once',
    async ({ channel, reason }) => {
      providerOf(channel).hang(true);
      await queue(channel, 1);
      const worker = startWorker({ timeoutMs: 300 });
      await passOf(worker);
      expect(await rowsOf(channel)).toMatchObject([
        {
          status: 'queued',
          tries: 1,
          claimedBy: null,
          error: reason,
          nextAttemptAt: T0 + retryDelaySeconds(1),
        },
      ]);
      providerOf(channel).hang(false);
      await passOf(worker);
      expect(delivered(channel)).toEqual([]);
      clock += retryDelaySeconds(1);
      await passOf(worker);
      await passOf(worker);
      expect(delivered(channel)).toEqual([recipientOf(channel, 0)]);
      expect(await rowsOf(channel)).toMatchObject([{ status: 'sent', tries: 2, error: null, sentAt: clock }]);
    },
  );

  it('the claims of a holder that died go back to the queue after the lease and are sent once; a claim never handed over costs no try', async () => {
    const stuck = await startSmtpServer();
    stuck.hang(true);
    await queue('email', 3);
    const dead = startWorker({ smtpUrl: stuck.url, holder: 'a process that died while sending' });
    await dead.pass();
    await vi.waitFor(() => expect(stuck.hung()).toBe(2), { timeout: 10_000 });
    // A process that died between claiming a row and handing it over.
    expect(await claimDue(db, 'email', 'a process that died after claiming', clock, 5)).toHaveLength(1);

    const alive = startWorker({ holder: 'alive' });
    clock += CLAIM_LEASE_SECONDS;
    await passOf(alive);
    expect(delivered('email')).toEqual([]);
    clock += 1;
    await passOf(alive);
    expect(delivered('email').sort()).toEqual([0, 1, 2].map((n) => recipientOf('email', n)));
    expect((await rowsOf('email')).map((row) => [row.status, row.tries])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 1],
    ]);
    expect(logged).toContainEqual(['warn', 'delivery: claims of a stopped process queued again']);

    // The dead holder's sends end after all (here: aborted); they change nothing.
    await dead.stop(0);
    await passOf(alive);
    expect(delivered('email')).toHaveLength(3);
    expect((await rowsOf('email')).every((row) => row.status === 'sent')).toBe(true);
    await stuck.close();
  });

  it(`a stale claim whose send had started is queued again with its reason and its try counted, unless it was the ${MAX_TRIES}th`, async () => {
    await queue('sms', 2);
    const [first, last] = await rowsOf('sms');
    const stale = { status: 'sending', claimedBy: 'gone', claimedAt: T0, handedOverAt: T0 } as const;
    await db
      .update(outbox)
      .set({ ...stale, tries: 1 })
      .where(eq(outbox.id, first!.id))
      .run();
    await db
      .update(outbox)
      .set({ ...stale, tries: MAX_TRIES })
      .where(eq(outbox.id, last!.id))
      .run();
    expect(await releaseStaleClaims(db, T0 + CLAIM_LEASE_SECONDS, CLAIM_LEASE_SECONDS)).toBe(0);
    expect(await releaseStaleClaims(db, T0 + CLAIM_LEASE_SECONDS + 1, CLAIM_LEASE_SECONDS)).toBe(2);
    expect((await rowsOf('sms')).map((row) => [row.status, row.tries, row.claimedBy, row.error])).toEqual([
      ['queued', 1, null, STALE_REASON],
      ['failed', MAX_TRIES, null, expect.stringContaining('during the last try')],
    ]);
    clock += CLAIM_LEASE_SECONDS + 1;
    await passOf(startWorker());
    expect(delivered('sms')).toEqual([recipientOf('sms', 0)]);
    expect(await rowsOf('sms')).toMatchObject([{ status: 'sent', tries: 2 }, { status: 'failed' }]);
  });

  it.each([503, 401])(
    'a gateway answering %i is logged once per outage, and while it fails one row a pass is tried, not every row',
    async (status) => {
      gateway.refuseNext(100, status);
      await queue('sms', 6);
      const worker = startWorker();
      for (let pass = 0; pass < 3; pass += 1) await passOf(worker);
      expect((await rowsOf('sms')).map((row) => [row.status, row.tries])).toEqual([
        ...Array(4).fill(['queued', 1]),
        ['queued', 0],
        ['queued', 0],
      ]);
      expect(logged).toEqual([['warn', 'SMS gateway (SMS_API_URL) unavailable; retrying until it is back']]);

      gateway.refuseNext(0, status);
      clock += retryDelaySeconds(1);
      await passOf(worker);
      expect(delivered('sms').sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => recipientOf('sms', n)));
      expect(logged.slice(1)).toEqual([
        ['info', expect.stringMatching(/^SMS gateway \(SMS_API_URL\) available again after \d+ s$/)],
      ]);
    },
  );

  it('a refusal of the message itself fails that row at once and is logged once for it, not as an outage', async () => {
    gateway.refuseNext(1, 400);
    await queue('sms', 3);
    await passOf(startWorker());
    const rows = await rowsOf('sms');
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toMatchObject([{ tries: 1, error: expect.stringContaining('SMS gateway answered 400') }]);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
    expect(logged).toEqual([['warn', `outbox row ${failed[0]!.id} refused for good`]]);
  });
});
