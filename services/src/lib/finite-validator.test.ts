// Rule: every number the service accepts is a finite value inside its schema's bounds, whatever
// form it arrives in. 'Infinity' and '1e999' (as a string, a form field or the JSON number) used to
// pass ajv's minimum and maximum after coercion, were stored, and then every page showing the row
// answered 500 for everyone. The walk that finds them holds for data of any depth.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers.js';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  row,
  type CompanyWorld,
} from '../test/company-job-fixtures.js';
import { nonFinitePaths } from './finite-validator.js';

describe('numbers that are not finite', () => {
  let app: FastifyInstance;
  let world: CompanyWorld;

  beforeAll(async () => {
    app = await buildTestApp();
    world = await buildCompanyWorld(app);
  });
  afterAll(() => app.close());

  it('finds the non-finite numbers of a parsed request, nested ones too', () => {
    expect(
      nonFinitePaths({ a: 1, b: Infinity, c: [2, -Infinity], d: { 'e/f': Number.NaN }, g: 'Infinity' }),
    ).toEqual(['/b', '/c/1', '/d/e~1f']);
    expect(nonFinitePaths(Infinity)).toEqual(['']);
  });

  it('walks data of any depth without overflowing the stack', () => {
    let deep: unknown = [Infinity];
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(nonFinitePaths(deep)).toEqual([`${'/a'.repeat(100_000)}/0`]);
  });

  it("refuses an opening-time day of 'Infinity' or 1e999 in its field's words and stores none", async () => {
    for (const body of [
      { type: 'open', day: 'Infinity', val: '08:00' },
      '{"type":"open","day":1e999,"val":"08:00"}',
      { type: 'open', day: ['-Infinity'], val: '08:00' },
    ]) {
      const response = await world.agent.post('/ajax/firma/openingtimes_send', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toContain('Feltet dag skal være et tal fra 1 til 7');
    }
    const form = await world.agent.post('/ajax/firma/openingtimes_send', 'type=open&day=1e999&val=08%3A00', {
      form: true,
    });
    expect(form.statusCode).toBe(400);
    expect((await row<{ n: number }>(app, 'select count(*) n from opening_times')).n).toBe(0);
    expect((await world.customerAgent.get('/api/firmaer')).statusCode).toBe(200);
  });

  it("refuses a bid of '1e999' kroner with the amount's own text and stores no bid", async () => {
    const jobId = await addJob(world);
    for (const amount of ['1e999', 'Infinity']) {
      const response = await world.agent.post('/api/firma/bud', { job_id: jobId, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual(['Beløbet skal være et helt tal på højst 999999999']);
    }
    expect((await row<{ n: number }>(app, 'select count(*) n from contacts where job_id = ?', jobId)).n).toBe(
      0,
    );
  });

  it("refuses a review rating of 'Infinity' with SPEC §5's stars text and stores no review", async () => {
    const jobId = await addJob(world, { status: 'finished' });
    const { contactId } = await addContact(world, jobId, world.firma.companyId!, { state: 'finished' });
    const response = await world.customerAgent.post('/api/anmeldelser', {
      contact_id: contactId,
      rating: 'Infinity',
      title: 'Flot arbejde',
      textreview: 'Til tiden og ryddeligt.',
      category: world.cat.toemrer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['Vælg venligst hvor mange stjerner du vil give (1-5)']);
    expect((await row<{ n: number }>(app, 'select count(*) n from reviews')).n).toBe(0);
    expect(
      (
        await world.customerAgent.get(
          `/api/companies/${(await row<{ slug: string }>(app, 'select slug from companies where id = ?', world.firma.companyId)).slug}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it("answers the public company directory's page and the review list's page of 'Infinity' with a message, not a 500", async () => {
    for (const url of ['/api/firmaer?page=Infinity', '/api/firmaer?page=1e999']) {
      const response = await world.customerAgent.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages.length).toBe(1);
    }
    const reviews = await world.customerAgent.post('/ajax/firma/load_reviews', {
      company_id: world.firma.companyId,
      page: 'Infinity',
    });
    expect(reviews.statusCode).toBe(400);
  });
});
