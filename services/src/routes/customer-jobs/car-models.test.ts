// GET /opgave/get_auto_models: car model suggestions for a car-model question, every typed word
// matched case-insensitively (Danish letters too), at least 2 characters (SPEC §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { carModels } from '../../db/schema/index.js';
import { startTestApp, visitor } from '../../test/helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp();
  await app.db
    .insert(carModels)
    .values([
      { make: 'Volkswagen', model: 'Golf' },
      { make: 'Volkswagen', model: 'Polo' },
      { make: 'Škoda', model: 'Octavia' },
    ])
    .run();
});
afterAll(() => app.close());

describe('GET /opgave/get_auto_models', () => {
  it('suggests car models matching every word, case-insensitive for Danish letters too', async () => {
    const agent = await visitor(app);
    const golf = (await agent.get('/opgave/get_auto_models?q=vw%20golf')).json();
    expect(golf).toEqual({ results: [], pagination: { more: false } });
    const volks = (await agent.get('/opgave/get_auto_models?q=volks')).json();
    expect(volks.results.map((r: { text: string }) => r.text)).toEqual([
      'Volkswagen Golf',
      'Volkswagen Polo',
    ]);
    expect((await agent.get('/opgave/get_auto_models?q=ŠKODA')).json().results[0]).toMatchObject({
      text: 'Škoda Octavia',
      make: 'Škoda',
      model: 'Octavia',
    });
  });

  it('needs at least 2 characters', async () => {
    const response = await (await visitor(app)).get('/opgave/get_auto_models?q=v');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet søgning skal være mindst 2 tegn'],
    });
    expect((await (await visitor(app)).get('/opgave/get_auto_models')).statusCode).toBe(400);
  });
});
