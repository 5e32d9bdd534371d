// Rule: the service implements every call of SPEC §7 at its path and method, and /docs documents
// each of them. The test fails when any call of the list is missing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/helpers.js';
import { specCalls } from './spec-calls.js';

describe('the endpoint catalogue of SPEC §7', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('has a route for every call of §7 at its path and method', () => {
    const missing = specCalls.filter((call) => !app.hasRoute({ method: call.method, url: call.url }));
    expect(missing).toEqual([]);
  });

  it('documents every call of §7 in the OpenAPI description served for /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const undocumented = specCalls.filter((call) => !paths[call.url]?.[call.method.toLowerCase()]);
    expect(undocumented).toEqual([]);
  });

  it('serves the documentation page at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
