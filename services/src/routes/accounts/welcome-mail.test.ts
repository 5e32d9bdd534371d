// The welcome mail of a new company (POST /firma/opret, issue 31) leads to its start checklist: the
// text names the steps and its button opens /firma/opgaver, where the checklist is, as an absolute
// link from PUBLIC_URL, in the text part and the HTML part alike.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, visitor } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';
import { queuedTo } from '../../test/outbox.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp();
  await ensureZip(app);
});
afterAll(() => app.close());

describe('the welcome mail of a new company', () => {
  it('has a button to the start checklist on /firma/opgaver', async () => {
    const response = await (
      await visitor(app)
    ).post('/firma/opret', {
      company_name: 'Velkommen Byg ApS',
      cvr: '',
      name: 'Jens Jensen',
      email: 'velkommen@byg.dk',
      phone: '12345678',
      zip: FIXTURE_ZIP,
      password: 'hemmelig123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await queuedTo(app, 'email', 'velkommen@byg.dk');
    expect(mail).toMatchObject({ subject: 'Velkommen til Opgavetorvet' });
    expect(mail.body).toContain('Kom godt i gang: vælg dine kategorier og områder');
    expect(mail.body).toContain('Kom godt i gang: http://localhost:3000/firma/opgaver');
    expect(mail.html).toContain('<a href="http://localhost:3000/firma/opgaver"');
  });
});
