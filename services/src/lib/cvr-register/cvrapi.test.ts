// The register's HTTP call in cvrapi.dk's form (issue 31), against the register's stand-in: it asks
// GET ?search=<cvr>&country=dk naming Opgavetorvet in its User-Agent; an answer without an end date
// is an active company, with one a ceased company, each with its facts; {"error":"NOT_FOUND"} and
// an answer about another number are "unknown" (null); a hanging register, an error status and no
// server at all throw CvrRegisterUnavailable, the hanging one by its timeout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCvrRegister, type FakeCvrRegister } from '../../test/cvr-server.js';
import { loadConfig } from '../../config.js';
import { freePort } from '../../test/free-port.js';
import { cvrRegisterOf, CvrRegisterUnavailable } from './index.js';

const ACTIVE = '61056416';
const CEASED = '25000013';

let fake: FakeCvrRegister;
const config = (url: string | null, timeoutMs = 300) => ({
  cvrApiUrl: url,
  cvrTimeoutMs: timeoutMs,
  publicUrl: 'https://opgavetorvet.example',
});

beforeAll(async () => {
  fake = await startFakeCvrRegister({
    [ACTIVE]: {
      name: 'CARLSBERG A/S',
      address: 'J.C. Jacobsens Gade 1',
      zipcode: '1799',
      city: 'København V',
      industrycode: 110500,
      industrydesc: 'Fremstilling af øl',
    },
    [CEASED]: {
      name: 'Lukket ApS',
      address: 'Vej 1',
      zipcode: '8000',
      city: 'Aarhus C',
      enddate: '01/02 - 2020',
    },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.hang = false;
  fake.failWith = null;
  fake.calls.length = 0;
});

describe('the cvrapi.dk register', () => {
  it('is the one at CVR_API_URL, and none without it', () => {
    expect(loadConfig({ CVR_API_URL: 'https://cvrapi.dk/api' }).cvrApiUrl).toBe('https://cvrapi.dk/api');
    expect(cvrRegisterOf(loadConfig({ CVR_API_URL: 'https://cvrapi.dk/api' }))).not.toBeNull();
    expect(cvrRegisterOf(loadConfig({}))).toBeNull();
    expect(cvrRegisterOf(loadConfig({ CVR_API_URL: '' }))).toBeNull();
  });

  it('answers an active company with its facts, asked with the number and a User-Agent naming Opgavetorvet', async () => {
    expect(await cvrRegisterOf(config(fake.url))!.lookup(ACTIVE)).toEqual({
      status: 'active',
      facts: {
        name: 'CARLSBERG A/S',
        address: 'J.C. Jacobsens Gade 1',
        zip: '1799',
        city: 'København V',
        industry_code: '110500',
        industry: 'Fremstilling af øl',
      },
    });
    expect(fake.calls).toEqual([
      {
        search: ACTIVE,
        country: 'dk',
        userAgent: 'Opgavetorvet (https://opgavetorvet.example) - CVR check of companies signing up',
      },
    ]);
  });

  it('answers a company with an end date as ceased', async () => {
    expect(await cvrRegisterOf(config(fake.url))!.lookup(CEASED)).toMatchObject({
      status: 'ceased',
      facts: { name: 'Lukket ApS', industry_code: null, industry: null },
    });
  });

  it('answers null for a number it does not know, and for an answer about another number', async () => {
    const register = cvrRegisterOf(config(fake.url))!;
    expect(await register.lookup('25000005')).toBeNull();
    fake.companies.set('25000021', { ...fake.companies.get(ACTIVE)!, vat: ACTIVE });
    expect(await register.lookup('25000021')).toBeNull();
  });

  it('throws CvrRegisterUnavailable when the register hangs, by its timeout', async () => {
    fake.hang = true;
    // The stand-in never answers: the lookup ends only by its own timeout.
    await expect(cvrRegisterOf(config(fake.url, 200))!.lookup(ACTIVE)).rejects.toBeInstanceOf(
      CvrRegisterUnavailable,
    );
    expect(fake.calls).toHaveLength(1);
  });

  it('throws CvrRegisterUnavailable for an error status and for no server at all', async () => {
    fake.failWith = 503;
    await expect(cvrRegisterOf(config(fake.url))!.lookup(ACTIVE)).rejects.toBeInstanceOf(
      CvrRegisterUnavailable,
    );
    const nobody = `http://127.0.0.1:${await freePort()}/api`;
    await expect(cvrRegisterOf(config(nobody))!.lookup(ACTIVE)).rejects.toBeInstanceOf(
      CvrRegisterUnavailable,
    );
  });
});
