// GET /api/operatoer: the operator the privacy policy names (issue 32, GDPR art. 13) is the one the
// service is configured with (SELLER_*), public and cacheable, without a session.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
afterEach(async () => {
  await app.close().catch(() => undefined);
});

describe('GET /api/operatoer', () => {
  it('answers the configured defaults for a visitor, cacheable for an hour', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/operatoer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Opgavetorvet ApS',
      cvr: '12345678',
      address: 'Vesterbrogade 1, 1620 København V',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the name, CVR number and address of SELLER_NAME, SELLER_CVR and SELLER_ADDRESS', async () => {
    app = await buildTestApp({
      env: {
        SELLER_NAME: 'Markedet A/S',
        SELLER_CVR: '87654321',
        SELLER_ADDRESS: 'Havnegade 2, 8000 Aarhus C',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/operatoer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Markedet A/S',
      cvr: '87654321',
      address: 'Havnegade 2, 8000 Aarhus C',
    });
  });
});
