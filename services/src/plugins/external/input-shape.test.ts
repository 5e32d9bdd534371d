// Rule: a body or query string with more keys, array items, fields or depth than any call of the
// catalogue can use is refused with 400 and a short message in the visitor's language before it is
// validated, never 500, and a reply of validation errors stays small whatever was sent; the largest
// real call still passes, and every route's schema keeps to the limits with room to spare.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../lib/input-shape.js';
import { buildTestApp, visitor, type Agent } from '../../test/helpers.js';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { sqlInsert } from '../../test/sql.js';
import { MAX_VALIDATION_MESSAGES } from '../app/validation-messages.js';
import { requiredShapes } from '../../test/required-shapes.js';

const REFUSAL = 'Der blev sendt for mange felter eller for dybt indlejrede data';
/** A visitor's call that takes a small JSON or form body. */
const CALL = '/ajax/bruger/search_category';

let app: FastifyInstance;
let world: CompanyWorld;
let guest: Agent;

beforeAll(async () => {
  app = await buildTestApp();
  world = await buildCompanyWorld(app);
  guest = await visitor(app);
});
afterAll(() => app.close());

function expectRefusal(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ type: 'error', message: REFUSAL });
}

const manyKeys = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`ukendt_felt_${i}`, 'x']));

describe('JSON bodies past the limits', () => {
  it('refuses 10 000 unknown keys (125 KB) with a short Danish message', async () => {
    const response = await guest.post(CALL, manyKeys(10_000));
    expectRefusal(response);
    expect(response.body.length).toBeLessThan(200);
  });

  it('refuses 100 000-deep nesting with 400, not 500', async () => {
    expectRefusal(await guest.post(CALL, '['.repeat(100_000) + ']'.repeat(100_000)));
    expectRefusal(await guest.post(CALL, '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)));
  });

  it('refuses arrays nested past the depth limit and arrays wider than the item limit', async () => {
    const deep = '['.repeat(INPUT_LIMITS.depth) + ']'.repeat(INPUT_LIMITS.depth);
    expectRefusal(await guest.post(CALL, `{"search":${deep}}`));
    expectRefusal(await guest.post(CALL, { search: Array.from({ length: 10_000 }, () => 1) }));
  });

  it('answers a body within the limits as before: one message per field, the rest left unnamed', async () => {
    const response = await guest.post(CALL, manyKeys(INPUT_LIMITS.keys));
    expect(response.statusCode).toBe(400);
    const reply = response.json() as { type: string; messages: string[] };
    expect(reply.type).toBe('validation_errors');
    expect(reply.messages.length).toBe(MAX_VALIDATION_MESSAGES);
    expect(response.body.length).toBeLessThan(3000);
  });
});

describe('form bodies and query strings past the limits', () => {
  it('refuses a form of 10 000 unknown fields and a form repeating one field 6 000 times', async () => {
    // Within the form's 64 KB: fields without values, and one short name repeated.
    const unknown = Array.from({ length: 10_000 }, (_, i) => `f${i}`).join('&');
    expectRefusal(await guest.post(CALL, unknown, { form: true }));
    expectRefusal(await guest.post(CALL, 'search=x&'.repeat(6_000), { form: true }));
  });

  it('refuses a query string of more fields than the limit, of other names or of one name', async () => {
    const fields = INPUT_LIMITS.fields + 1;
    expectRefusal(
      await guest.get(`/api/firmaer?${Array.from({ length: fields }, (_, i) => `f${i}=1`).join('&')}`),
    );
    expectRefusal(await guest.get(`/api/firmaer?${'page=1&'.repeat(fields)}`));
  });

  it('lets a form and a query string within the limits through to their calls', async () => {
    expect((await guest.post(CALL, 'search=tag', { form: true })).statusCode).toBe(200);
    expect((await guest.get('/api/firmaer?page=1')).statusCode).toBe(200);
  });
});

describe('the largest call of the catalogue', () => {
  /** POST /api/opgaver with all 60 attribute answers: a number and 59 ticked options of a checkbox. */
  async function sixtyAnswers(): Promise<Record<string, unknown>[]> {
    const options = [world.cat.oak, world.cat.pine];
    for (let i = options.length; i < 59; i += 1)
      options.push(
        await sqlInsert(
          app.db,
          `insert into attribute_options (attribute_id, label) values (?, ?)`,
          world.cat.woodAttr,
          `Træ ${i}`,
        ),
      );
    return [
      { attribute_id: world.cat.areaAttr, number_value: 40 },
      ...options.map((option) => ({ attribute_id: world.cat.woodAttr, option_id: option })),
    ];
  }

  it('posts a job with 60 answers, and a body with every field of every answer reaches the rules', async () => {
    const job = {
      category_id: world.cat.toemrer,
      headline: 'Nyt gulv i stuen',
      description: 'Gulvet skal lægges i alle træsorter.',
      zip: '2100',
    };
    const answers = await sixtyAnswers();
    const posted = await world.customerAgent.post('/api/opgaver', { ...job, attributes: answers });
    expect(posted.statusCode, posted.body).toBe(200);

    const fullest = {
      ...job,
      attributes: answers.map((answer) => ({ option_id: 1, number_value: 1, car_model_id: 1, ...answer })),
      name: 'Mette Kunde',
      email: 'mette@test.dk',
      phone: '20304050',
      password: 'hemmelig123',
      password_confirm: 'hemmelig123',
      send_company_id: world.firma.companyId,
    };
    const refused = await world.customerAgent.post('/api/opgaver', fullest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ type: 'error', message: 'Svaret på "Areal" er ugyldigt.' });
  });
});

describe('the limits', () => {
  it('leave at least twice what any route of the service can take, in body and query', async () => {
    const shapes = requiredShapes((app as unknown as { swagger(): object }).swagger());
    expect(shapes.length).toBeGreaterThan(50);
    for (const need of shapes) {
      for (const limit of ['depth', 'keys', 'items', 'fields'] as const) {
        expect(need[limit] * 2, `${need.call} needs ${need[limit]} ${limit}`).toBeLessThanOrEqual(
          INPUT_LIMITS[limit],
        );
      }
    }
  });
});
