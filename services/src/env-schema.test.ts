// The environment is checked at start: a malformed number, flag or address stops the start with
// its name, instead of a silent default (a wrong PORT is an error, not 3000).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { envProblems } from './env-schema.js';

describe('checking the environment', () => {
  it('accepts the documented forms and an empty environment', () => {
    expect(
      envProblems({
        PORT: '8080',
        DELIVERY_INTERVAL_MS: '5000',
        DELIVERY_SEND_TIMEOUT_MS: '20000',
        DELIVERY_CLAIM_LEASE_SECONDS: '120',
        TRUST_PROXY: 'true',
        SEED_DEMO: '0',
        SMTP_URL: 'smtp://mail.example.dk:587',
        SMS_API_URL: 'https://gatewayapi.com/rest/mtsms',
        CVR_API_URL: 'https://cvrapi.dk/api',
        SMS_SENDER: 'Opgavetorv',
        DATABASE_URL: 'postgres://opgavetorvet@db.internal:5432/opgavetorvet',
        DATABASE_POOL_SIZE: '20',
      }),
    ).toEqual([]);
    expect(envProblems({})).toEqual([]);
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['SERVICE_PROCESSES', '0'],
    ['SERVICE_PROCESSES', 'many'],
    ['DELIVERY_INTERVAL_MS', '-5'],
    ['DELIVERY_SEND_TIMEOUT_MS', '600000'],
    ['DELIVERY_CLAIM_LEASE_SECONDS', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'mail.example.dk'],
    ['DATABASE_URL', 'mysql://db.internal/opgavetorvet'],
    ['DATABASE_POOL_SIZE', '0'],
    ['OIDC_ISSUER_URL', 'idp.example.dk'],
    ['SMS_API_URL', 'ftp://gateway'],
    ['CVR_API_URL', 'cvrapi.dk/api'],
    ['SMS_SENDER', 'Opgavetorvet ApS'],
    ['SESSION_SECRET', 'short'],
  ])('refuses %s=%s by name, and the service does not start with it', (name, value) => {
    const problems = envProblems({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses a claim lease no longer than a send may take: a slow send could go out twice', () => {
    const env = { DELIVERY_SEND_TIMEOUT_MS: '30000', DELIVERY_CLAIM_LEASE_SECONDS: '30' };
    expect(envProblems(env)).toEqual([]);
    expect(() => loadConfig(env)).toThrow('DELIVERY_CLAIM_LEASE_SECONDS must be longer than');
    expect(loadConfig({ ...env, DELIVERY_CLAIM_LEASE_SECONDS: '31' }).deliveryClaimLeaseSeconds).toBe(31);
  });
});
