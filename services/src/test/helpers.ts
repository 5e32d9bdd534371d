// Test helpers: an app on an in-memory database (no seed, no port), accounts of each role, and a
// small cookie-keeping agent that fetches the CSRF token and logs in like the front end does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildAppOptions } from '../app.js';
import { adminSecondFactors, companies, sessions, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { sessionRowId } from '../plugins/external/session-store.js';
import type { Role } from '@opgavetorvet/contracts';
import { pgAppDatabase, testOnPostgres } from './pg-database.js';

export const TEST_PASSWORD = 'hemmelig123';

/** Notices are rendered in the test's own thread unless a test asks for the render thread. */
export async function buildTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // With TEST_DB=postgres an app of its own in-memory database gets a fresh PostgreSQL one instead.
  const own = testOnPostgres && (options.databaseFile ?? ':memory:') === ':memory:' && !options.databaseUrl;
  const database = own ? await pgAppDatabase() : undefined;
  const app = await buildApp({
    env: {},
    databaseFile: ':memory:',
    seedDemo: false,
    // TEST_LOG=1 prints the app's errors (a 500's cause) while a test is being debugged.
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    renderThread: false,
    ...(database ? { databaseUrl: database.url, databasePoolSize: 4 } : {}),
    ...options,
  });
  // Dropped once the app has closed (its pool, workers and listener), not in an onClose hook:
  // those run newest first, so the drop would end connections the app was still using.
  if (database) afterClose(app, () => database.drop());
  return app;
}

/** `then` runs when app.close() has finished (after the steps given before it), as part of the close. */
export function afterClose(app: FastifyInstance, then: () => Promise<void>): void {
  const close = app.close.bind(app);
  app.close = (async () => {
    await close();
    await then();
  }) as typeof app.close;
}

/** buildTestApp, then ready (every plugin loaded): how a test file starts its app. */
export async function startTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(options);
  await app.ready();
  return app;
}

/** For a file that logs in many times from one address: the per-address login limit out of the way. */
export const manyLogins = { loginRateLimit: { max: 1000, timeWindowMs: 60_000 } } satisfies BuildAppOptions;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  role: Role;
  companyId: number | null;
}

let counter = 0;

/** Creates a login of the given role (a company also gets its company row). */
export async function createAccount(
  app: FastifyInstance,
  role: Role,
  fields: { email?: string; name?: string; phone?: string | null; fbUserId?: string; password?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const email = fields.email ?? `${role}${counter}@test.dk`;
  const password = fields.password ?? TEST_PASSWORD;
  const user = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      name: fields.name ?? `Test ${role} ${counter}`,
      phone: fields.phone === undefined ? '12345678' : fields.phone,
      role,
      fbUserId: fields.fbUserId ?? null,
    })
    .returning({ id: users.id })
    .get();
  // An administrator logs in with the password alone, as the demo one does, unless a test of the
  // second factor (routes/admin-accounts) takes that away.
  if (role === 'admin')
    await app.db.insert(adminSecondFactors).values({ userId: user.id, passwordOnly: 1 }).run();
  let companyId: number | null = null;
  if (role === 'company') {
    companyId = (
      await app.db
        .insert(companies)
        .values({ userId: user.id, name: `Testfirma ${counter}`, slug: `testfirma-${counter}`, email })
        .returning({ id: companies.id })
        .get()
    ).id;
  }
  return { id: user.id, email, password, role, companyId };
}

type Body = Record<string, unknown> | string;

/** A browser stand-in: keeps the `sid` cookie and sends the CSRF header on every post. */
export class Agent {
  sid: string | null = null;
  csrfToken = '';
  lang: string | null = null;
  /** The address the requests come from (inject's default is 127.0.0.1). */
  ip: string | undefined = undefined;

  constructor(readonly app: FastifyInstance) {}

  cookieHeader(): string | undefined {
    const parts = [this.sid ? `sid=${this.sid}` : null, this.lang ? `lang=${this.lang}` : null].filter(
      Boolean,
    );
    return parts.length ? parts.join('; ') : undefined;
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    // A login rotates the CSRF secret and sends the new token, as the front end's base query reads it.
    const rotated = response.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrfToken = rotated;
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      if (cookie.name !== 'sid') continue;
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      this.sid = cleared ? null : cookie.value;
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    return this.remember(
      await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: this.ip,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
      }),
    );
  }

  async post(
    url: string,
    body: Body = {},
    options: { csrf?: boolean; form?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
    if (options.csrf !== false) headers['x-csrf-token'] = this.csrfToken;
    let payload: string;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload =
        typeof body === 'string' ? body : new URLSearchParams(body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    return this.remember(
      await this.app.inject({ method: 'POST', url, remoteAddress: this.ip, headers, payload }),
    );
  }

  /** GET /api/session, keeping the token for the next posts. */
  async refreshSession(): Promise<{ user: unknown; csrfToken: string }> {
    const reply = (await this.get('/api/session')).json() as { user: unknown; csrfToken: string };
    this.csrfToken = reply.csrfToken;
    return reply;
  }

  async login(account: Pick<TestAccount, 'email' | 'password'>): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.refreshSession();
    return this.post('/bruger/modalformlogin', { email: account.email, password: account.password });
  }
}

/** A visitor that has fetched its CSRF token. */
export async function visitor(app: FastifyInstance): Promise<Agent> {
  const agent = new Agent(app);
  await agent.refreshSession();
  return agent;
}

/** An agent logged in as this account. */
export async function loggedIn(app: FastifyInstance, account: TestAccount): Promise<Agent> {
  const agent = await visitor(app);
  const response = await agent.login(account);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return agent;
}

/** The `sessions` row behind an agent's cookie (the cookie is signed: `<id>.<signature>`). */
export async function sessionRowOf(app: FastifyInstance, agent: Agent) {
  if (!agent.sid) return undefined;
  const id = decodeURIComponent(agent.sid).replace(/\.[^.]+$/, '');
  return await app.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionRowId(id)))
    .get();
}

/** A ready app seeded with the demo data; the login limit is raised so many tests can log in. */
export async function startDemoApp(): Promise<FastifyInstance> {
  return startTestApp({ seedDemo: true, ...manyLogins });
}

/** An agent logged in as one of the demo logins. */
export async function demoLogin(app: FastifyInstance, email: string): Promise<Agent> {
  const agent = await visitor(app);
  const response = await agent.login({ email, password: DEMO_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`demo login failed: ${response.body}`);
  return agent;
}
