// Rule: bad input to any account call gets a 4xx with a clear message, never a 500 — wrong
// types, missing fields, oversized strings, unknown fields, broken JSON, unknown content types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, manyLogins, startTestApp, visitor } from '../../test/helpers.js';

let app: FastifyInstance;
let agent: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  agent = await visitor(app);
});
afterAll(() => app.close());

const CALLS = [
  ['/bruger/modalformlogin', { email: 'a@b.dk', password: 'x' }],
  ['/bruger/findemail', { email: 'a@b.dk' }],
  ['/firma/findemail', { email: 'a@b.dk' }],
  ['/bruger/data_acknowledgment', { search_email: 'a@b.dk', password_confirm: 'x' }],
  ['/firma/data_acknowledgment', { search_email: 'a@b.dk', password_confirm: 'x' }],
  ['/bruger/sendmailforgotpassword', { email: 'a@b.dk', from: 'bruger' }],
  ['/api/password/reset', { email: 'a@b.dk', code: '123456', password: 'hemmelig123' }],
  [
    '/firma/opret',
    {
      company_name: 'A',
      name: 'B',
      email: 'a@b.dk',
      phone: '12345678',
      zip: '1234',
      password: 'hemmelig123',
    },
  ],
] as const;

describe.each(CALLS)('%s', (url, body) => {
  const firstField = Object.keys(body)[0]!;

  it('refuses an unknown field (400, names the field)', async () => {
    const response = await agent.post(url, { ...body, is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet is_admin er ikke tilladt'],
    });
  });

  it('refuses a missing field (400)', async () => {
    const { [firstField]: _dropped, ...rest } = body as Record<string, unknown>;
    const response = await agent.post(url, rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('validation_errors');
    expect(response.json().messages).toHaveLength(1);
  });

  it('refuses a wrong type (400)', async () => {
    const response = await agent.post(url, { ...body, [firstField]: { nested: 'object' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('validation_errors');
  });

  it('refuses an oversized string (400)', async () => {
    const response = await agent.post(url, { ...body, [firstField]: `${'x'.repeat(300)}@b.dk` });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('validation_errors');
  });

  it('refuses broken JSON (400) and an empty JSON body (400)', async () => {
    const broken = await agent.post(url, '{"email": "a@b.dk",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ type: 'error', message: 'Data kunne ikke læses (ugyldig JSON)' });
    const empty = await agent.post(url, '');
    expect(empty.statusCode).toBe(400);
  });
});

describe('content types and sizes', () => {
  it('refuses an unknown content type with 415 and a clear message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/bruger/findemail',
      headers: {
        'content-type': 'text/xml',
        'x-csrf-token': agent.csrfToken,
        cookie: agent.cookieHeader() ?? '',
      },
      payload: '<email>a@b.dk</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Denne type data modtages ikke. Send JSON eller en formular.',
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await agent.post('/bruger/findemail', { email: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().type).toBe('error');
  });

  it('names the field in English for lang=en', async () => {
    const english = await visitor(app);
    english.lang = 'en';
    const response = await english.post('/bruger/findemail', { email: 'a@b.dk', extra: 1 });
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['The field extra is not allowed'],
    });
  });

  it('says how long a field may be', async () => {
    const response = await agent.post('/bruger/findemail', { email: 'x'.repeat(255) });
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet e-mail må højst være 254 tegn'],
    });
  });
});
