// Rule: bad input gets a clear 4xx answer in the user's language, never a 500, and stores nothing
// hostile — for every documented call (SPEC §7 and the product's own), for a visitor and for each
// role. Bad bodies, queries and path values are derived from each route's own schema (bad-values.ts):
// missing, wrong type, just past a limit, absurd, and numbers that are not finite in every form they
// can arrive in (JSON number, numeric string, form field, query string).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, visitor } from '../test/helpers.js';
import { sqlAll, sqlOne } from '../test/sql.js';
import { startOidcProvider, type OidcTestServer } from '../test/oidc-server.js';
import { specCalls } from './spec-calls.js';
import { badBodies, badPathValues, badQueries, type BadBody, type JsonSchema } from './bad-values.js';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string; schema: JsonSchema }[];
}
type Paths = Record<string, Record<string, Operation>>;

/** Calls left out, with the reason: they take no input and would end the agent's session. */
const leftOut = new Set(['POST /api/logout']);

function expectClearRefusalOrSuccess(what: string, response: LightMyRequestResponse): void {
  expect(
    response.statusCode,
    `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode >= 400 && response.statusCode !== 404) {
    // A page opened from a mail (the unsubscribe link) refuses with a page that says why.
    if (String(response.headers['content-type']).startsWith('text/html')) {
      expect(response.body, `${what} refused without a heading`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      return;
    }
    const reply = JSON.parse(response.body) as {
      message?: string;
      messages?: string[];
      text?: string;
      error?: string;
    };
    const message = reply.message ?? reply.messages?.[0] ?? reply.text ?? reply.error ?? '';
    expect(message.length, `${what} refused without a message: ${response.body}`).toBeGreaterThan(0);
  }
}

function send(agent: Agent, url: string, body: BadBody): Promise<LightMyRequestResponse> {
  if ('form' in body) return agent.post(url, body.form, { form: true });
  return agent.post(url, 'raw' in body ? body.raw : body.json);
}

/** The url with each {param} replaced, once with '1' and once with each bad value. */
function pathVariants(path: string): string[] {
  if (!path.includes('{')) return [path];
  return ['1', ...badPathValues].map((value) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value)));
}

/** Every column of every table that holds a number that is not finite (either engine). */
async function storedNonFinite(app: FastifyInstance): Promise<string[]> {
  return app.db.engine === 'postgres' ? storedNonFinitePostgres(app) : storedNonFiniteSqlite(app);
}

/** PostgreSQL: the floating-point columns holding Infinity, -Infinity or NaN. */
async function storedNonFinitePostgres(app: FastifyInstance): Promise<string[]> {
  const columns = await sqlAll<{ table_name: string; column_name: string }>(
    app.db,
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('double precision', 'real', 'numeric')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const row = await sqlOne<{ n: number }>(
      app.db,
      `select count(*) as n from "${table}" where "${column}" in ('Infinity', '-Infinity', 'NaN')`,
    );
    if (row.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** SQLite: every column of every table that holds a number SQLite keeps as infinite. */
async function storedNonFiniteSqlite(app: FastifyInstance): Promise<string[]> {
  const tables = await sqlAll<{ name: string }>(
    app.db,
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const columns = await sqlAll<{ name: string }>(app.db, `select name from pragma_table_info(?)`, name);
    for (const column of columns) {
      const row = await sqlOne<{ n: number }>(
        app.db,
        `select count(*) as n from "${name}" where typeof("${column.name}") = 'real' and abs("${column.name}") > 1.7976931348623157e308`,
      );
      if (row.n > 0) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

describe('bad input to every documented call', () => {
  let app: FastifyInstance;
  const agents: Record<string, Agent> = {};
  let paths: Paths;
  let provider: OidcTestServer;

  beforeAll(async () => {
    // Social login set up (a real OpenID provider on loopback), so its calls answer as in use.
    provider = await startOidcProvider(['http://localhost:3000/social/oidc/callback'], {});
    app = await buildTestApp({
      seedDemo: true,
      fbAppSecret: 'social-secret',
      oidc: { issuerUrl: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      loginRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    });
    paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    agents.visitor = await visitor(app);
    for (const email of ['bruger@demo.dk', 'firma@demo.dk', 'admin@demo.dk']) {
      const agent = await visitor(app);
      const response = await agent.login({ email, password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      await agent.refreshSession();
      agents[email] = agent;
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('derives the bad input from the documented schemas of the calls, SPEC §7 among them', () => {
    const posts = Object.values(paths).filter(
      (operations) => operations.post?.requestBody?.content?.['application/json']?.schema?.properties,
    );
    expect(posts.length).toBeGreaterThan(60);
    for (const call of specCalls)
      expect(paths[call.url]?.[call.method.toLowerCase()], `${call.method} ${call.url}`).toBeDefined();
  });

  for (const role of ['visitor', 'bruger@demo.dk', 'firma@demo.dk', 'admin@demo.dk']) {
    it(`never answers 500 and always explains a refusal (${role})`, async () => {
      const agent = agents[role];
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (leftOut.has(`${method.toUpperCase()} ${path}`)) continue;
          for (const url of pathVariants(path)) {
            if (method === 'get') {
              const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
              for (const search of badQueries(query))
                expectClearRefusalOrSuccess(
                  `GET ${url}?${search.slice(0, 80)}`,
                  await agent.get(`${url}?${search}`),
                );
              continue;
            }
            const schema = operation.requestBody?.content?.['application/json']?.schema;
            const bodies = url === pathVariants(path)[0] ? badBodies(schema) : [{ json: {} }];
            for (const body of bodies)
              expectClearRefusalOrSuccess(
                `POST ${url} ${JSON.stringify(body).slice(0, 120)}`,
                await send(agent, url, body),
              );
            expectClearRefusalOrSuccess(`POST ${url} broken JSON`, await agent.post(url, '{"broken": '));
            expectClearRefusalOrSuccess(
              `POST ${url} broken form`,
              await agent.post(url, 'a=1&a=2&%E0%A4%A=x', { form: true }),
            );
          }
        }
      }
    }, 180_000);
  }

  it('stores no number that is not finite, and the pages that show companies still answer', async () => {
    expect(await storedNonFinite(app)).toEqual([]);
    const directory = await agents.visitor.get('/api/firmaer');
    expect(directory.statusCode).toBe(200);
    const slug = (directory.json() as { companies: { slug: string }[] }).companies[0].slug;
    expect((await agents.visitor.get(`/api/companies/${slug}`)).statusCode).toBe(200);
    expect((await agents['bruger@demo.dk'].get('/api/bruger/opgaver')).statusCode).toBe(200);
  });
});
