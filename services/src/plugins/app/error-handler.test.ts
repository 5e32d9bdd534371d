// Rules of the one error handler: typed errors become { type: 'error', message } in the request's
// language; unknown API routes are 404 errors:::not_found; a crash is a 500 without internals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { Agent, buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
  app.get('/api/test/crash', async () => {
    throw new Error('SQLITE_ERROR: no such table secret_internal_table');
  });
  app.get('/api/test/limit', async () => {
    throw new AppError(400, 'errors:::invitation_limit');
  });
  await app.ready();
});
afterEach(() => app.close());

describe('error replies', () => {
  it('answers a crash with 500 and the generic text, never the internal message', async () => {
    const response = await new Agent(app).get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Der opstod en fejl hos os. Prøv venligst igen senere.',
    });
    expect(response.body).not.toContain('secret_internal_table');
  });

  it('renders an AppError in Danish by default and in English for lang=en', async () => {
    const agent = new Agent(app);
    expect((await agent.get('/api/test/limit')).json()).toEqual({
      type: 'error',
      message: 'Beklager, men du har overskredet grænsen for invitationer',
    });
    agent.lang = 'en';
    expect((await agent.get('/api/test/limit')).json().message).toBe(
      'Sorry, but you have exceeded the limit of invitations',
    );
  });

  it('answers an unknown API route with 404 errors:::not_found, also when a browser asks', async () => {
    const agent = new Agent(app);
    for (const headers of [{}, { accept: 'text/html' }] as Record<string, string>[]) {
      const response = await agent.get('/api/findes-ikke', headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'error', message: 'Siden eller elementet blev ikke fundet' });
    }
  });

  it('answers an unknown ajax call with 404 in English for lang=en', async () => {
    const agent = new Agent(app);
    agent.lang = 'en';
    expect((await agent.get('/ajax/firma/findes-ikke')).json().message).toBe(
      'The page or item was not found',
    );
  });
});
