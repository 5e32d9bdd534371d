// Rule: bad input gets a clear 4xx answer in the user's language and never a 500 — for every call
// of SPEC §7, for a visitor and for each role. Bad bodies are derived from each route's own
// documented schema: fields missing, of the wrong type, too long, out of range, and unknown ones.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, visitor } from '../test/helpers.js';
import { buildTestApp } from '../test/helpers.js';
import { specCalls, type SpecCall } from './spec-calls.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
}

type Payload = Record<string, unknown>;

/** A value of another type than the schema asks for. */
function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return { nested: ['not', 'text'] };
  if (type === 'array') return { not: 'a list' };
  return 'not-a-number';
}

/** Values just outside the schema's limits, or absurd ones where it has none. */
function outOfRange(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  values.push('x'.repeat(100_000), -1, 1e15, '<script>alert(1)</script>', '');
  return values;
}

function badPayloads(schema: JsonSchema | undefined): Payload[] {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const valid: Payload = Object.fromEntries(names.map((name) => [name, '1']));
  const payloads: Payload[] = [{}, { ...valid, unknown_field_zz: 'x' }];
  for (const name of names) {
    payloads.push({ ...valid, [name]: wrongType(properties[name]) });
    for (const value of outOfRange(properties[name])) payloads.push({ ...valid, [name]: value });
  }
  return payloads;
}

function expectClearRefusalOrSuccess(call: SpecCall, status: number, body: string): void {
  expect(status, `${call.method} ${call.url} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400 && status !== 404) {
    const reply = JSON.parse(body) as { message?: string; messages?: string[]; text?: string; error?: string };
    const message = reply.message ?? reply.messages?.[0] ?? reply.text ?? reply.error ?? '';
    expect(message.length, `${call.method} ${call.url} refused without a message: ${body}`).toBeGreaterThan(0);
  }
}

describe('bad input to the calls of SPEC §7', () => {
  let app: FastifyInstance;
  const agents: Record<string, Agent> = {};
  let schemas: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { name: string; schema: JsonSchema }[] }>>;

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true });
    schemas = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    agents.visitor = await visitor(app);
    for (const email of ['bruger@demo.dk', 'firma@demo.dk', 'admin@demo.dk']) {
      const agent = await visitor(app);
      const response = await agent.login({ email, password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      agents[email] = agent;
    }
  }, 60_000);
  afterAll(() => app.close());

  it('derives the bad bodies from the documented schemas of the calls', () => {
    const described = specCalls.filter(
      (call) => call.method === 'POST' && schemas[call.url]?.post?.requestBody?.content?.['application/json']?.schema?.properties,
    );
    expect(described.length).toBeGreaterThan(specCalls.length / 2);
  });

  for (const role of ['visitor', 'bruger@demo.dk', 'firma@demo.dk', 'admin@demo.dk']) {
    it(`never answers 500 and always explains a refusal (${role})`, async () => {
      const agent = agents[role];
      for (const call of specCalls) {
        const operation = schemas[call.url]?.[call.method.toLowerCase()];
        if (call.method === 'GET') {
          const query = (operation?.parameters ?? []).map((p) => p.name);
          for (const value of ['', 'abc', '-1', '99999999999999', 'x'.repeat(5000)]) {
            const search = new URLSearchParams(Object.fromEntries(query.map((name) => [name, value])));
            const response = await agent.get(`${call.url}?${search.toString()}&unknown_zz=1`);
            expectClearRefusalOrSuccess(call, response.statusCode, response.body);
          }
          continue;
        }
        const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
        for (const payload of badPayloads(bodySchema)) {
          const response = await agent.post(call.url, payload);
          expectClearRefusalOrSuccess(call, response.statusCode, response.body);
        }
        const broken = await agent.post(call.url, '{"broken": ');
        expectClearRefusalOrSuccess(call, broken.statusCode, broken.body);
        const form = await agent.post(call.url, 'a=1&a=2&%E0%A4%A=x', { form: true });
        expectClearRefusalOrSuccess(call, form.statusCode, form.body);
      }
    }, 120_000);
  }
});
