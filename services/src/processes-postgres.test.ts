// Several service processes on one PostgreSQL (issue 11): what must be shared lives in the database,
// so it does not matter which process a request reaches. Two real service processes (server.ts) on
// ports of their own share one database and one SMTP server: a login made through one is valid on
// the other, a bid made through one reaches the customer's event stream held by the other (LISTEN/
// NOTIFY), wrong passwords spread over both count together, and the daily digest due when both
// start is sent once. Skipped without a PostgreSQL server (see test/pg-database.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conflictColumns } from './db/engine/dialect.js';
import { jobAlerts, taskRuns } from './db/schema/index.js';
import { nowSeconds } from './lib/danish.js';
import { FREE_FAILURES } from './lib/password-throttle.js';
import { EventStreamReader } from './routes/events/event-stream-reader.js';
import { addJob, buildCompanyWorld, type CompanyWorld } from './test/company-job-fixtures.js';
import { Agent, buildTestApp, type TestAccount } from './test/helpers.js';
import { startSmtpServer, type TestSmtp } from './test/mail-servers.js';
import {
  freshPgDatabase,
  pgSkipReason,
  pgTestServer,
  type PgServer,
  type PgTestDatabase,
} from './test/pg-database.js';
import { remoteApp } from './test/remote-app.js';
import { startServiceProcess, type ServiceProcess } from './test/service-process.js';

const DAY = 24 * 60 * 60;

/** server.ts on a free port against the database, started once it answers /readyz. */
const startService = (databaseUrl: string, smtpUrl: string) =>
  startServiceProcess({
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'https://opgavetorvet.example',
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });

/** A browser on one process, carrying the session (cookie and CSRF token) of `agent`. */
function on(service: ServiceProcess, agent?: Agent): Agent {
  const browser = new Agent(remoteApp(service.base));
  if (agent) {
    browser.sid = agent.sid;
    browser.csrfToken = agent.csrfToken;
  }
  return browser;
}

describe.skipIf(pgSkipReason)('two service processes on one PostgreSQL', () => {
  let server: PgServer;
  let database: PgTestDatabase;
  let smtp: TestSmtp;
  let fixtures: FastifyInstance;
  let world: CompanyWorld;
  let biddable: number;
  let first: ServiceProcess;
  let second: ServiceProcess;

  beforeAll(async () => {
    server = await pgTestServer();
    database = await freshPgDatabase(server.url);
    smtp = await startSmtpServer();
    // The accounts, categories and jobs, written by an app in this process that is closed before
    // the two service processes start (its sessions stay in the database).
    fixtures = await buildTestApp({ databaseUrl: database.url, databasePoolSize: 2 });
    world = await buildCompanyWorld(fixtures);
    biddable = await addJob(world);
    const waiting = await addJob(world, { headline: 'Nyt tag på carporten' });
    await fixtures.db
      .insert(jobAlerts)
      .values({
        jobId: waiting,
        companyId: world.firma.companyId!,
        delivery: 'digest',
        createdAt: nowSeconds(),
      })
      .run();
    // The last digest was two days ago: the 07:00 occurrence since then is due when they start.
    const lastRunAt = nowSeconds() - 2 * DAY;
    await fixtures.db
      .insert(taskRuns)
      .values({ task: 'job-digest', lastRunAt })
      .onConflictDoUpdate({
        target: conflictColumns(taskRuns.task),
        set: { lastRunAt, leaseHolder: null, leaseUntil: 0 },
      })
      .run();
    await fixtures.close();
    // Started together: both migrate (one waits for the other's lock) and both look for due tasks.
    [first, second] = await Promise.all([
      startService(database.url, smtp.url),
      startService(database.url, smtp.url),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const service of [first, second]) {
      if (service?.child.exitCode === null) {
        service.child.kill('SIGTERM');
        await service.exited;
      }
    }
    await smtp?.close();
    await database?.drop();
    await server?.stop();
  }, 60_000);

  const login = (agent: Agent, account: TestAccount, password = account.password) =>
    agent.login({ email: account.email, password });

  it('takes a login made through one process as valid on the other', async () => {
    const browser = on(first);
    expect((await login(browser, world.customer)).statusCode).toBe(200);
    const elsewhere = on(second, browser);
    expect((await elsewhere.get('/api/session')).json()).toMatchObject({
      user: { email: world.customer.email },
    });
  });

  it("brings a bid made through one process to the customer's stream on the other within 2 seconds", async () => {
    const customer = on(first);
    expect((await login(customer, world.customer)).statusCode).toBe(200);
    const company = on(first);
    expect((await login(company, world.firma)).statusCode).toBe(200);

    const stream = await EventStreamReader.open(second.base, { cookie: customer.cookieHeader() ?? '' });
    try {
      expect(stream.response.status).toBe(200);
      expect(await stream.next()).toMatchObject({ retry: 3000 });
      const started = Date.now();
      expect((await company.post('/api/firma/bud', { job_id: biddable, amount: 15000 })).statusCode).toBe(
        200,
      );
      const event = await stream.nextEvent(2000);
      expect(event?.data).toEqual({ type: 'new_bid', job_id: biddable });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it('counts wrong passwords sent to both processes together', async () => {
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      const browser = on(i % 2 === 0 ? first : second);
      expect((await login(browser, world.rival, `forkert-${i}`)).statusCode).toBe(401);
    }
    for (const service of [first, second]) {
      const refused = await login(on(service), world.rival);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ text: expect.stringMatching(/^For mange forkerte forsøg/) });
    }
  });

  it('sends the daily digest that was due when both started once', async () => {
    const digests = () =>
      smtp.messages.filter(
        (mail) =>
          mail.to &&
          JSON.stringify(mail.to).includes(world.firma.email) &&
          /til jer/.test(mail.subject ?? ''),
      );
    await vi.waitFor(() => expect(digests()).toHaveLength(1), { timeout: 30_000, interval: 200 });
    // Both processes have looked by now (each does on start); give a second send time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(digests()).toHaveLength(1);
    expect(digests()[0].text).toContain('Nyt tag på carporten');
  });
});
