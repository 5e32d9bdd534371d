// The start checklist (issue 31, GET /api/firma/kom-godt-i-gang): a new company has done nothing;
// each item is done when the company has done it where it is kept (categories and regions chosen, a
// profile text that is more than blanks, a logo that is not removed, opening times, a phone for SMS
// notifications), and the list is done when all six are. Only the calling company's own; a
// customer and a visitor are refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { send, setLogo } from '../../test/company-presentation.js';
import { startAppWithFiles } from '../../test/files.js';
import { createAccount, loggedIn, manyLogins, visitor, type Agent } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let firma: Agent;
let companyId: number;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());
beforeEach(async () => {
  const account = await createAccount(app, 'company');
  companyId = account.companyId!;
  firma = await loggedIn(app, account);
});

const checklist = async (agent: Agent = firma) =>
  (await agent.get('/api/firma/kom-godt-i-gang')).json<StartChecklistReply>();

const NOTHING_DONE = {
  categories: false,
  regions: false,
  description: false,
  logo: false,
  opening_times: false,
  notifications: false,
};

describe('GET /api/firma/kom-godt-i-gang', () => {
  it('shows a new company that nothing is done yet', async () => {
    expect(await checklist()).toEqual({ items: NOTHING_DONE, done: false });
  });

  it('ticks categories and regions once the company has chosen them', async () => {
    await firma.post('/api/firma/kategorier', { category_ids: [w.cat.toemrer] });
    expect((await checklist()).items).toEqual({ ...NOTHING_DONE, categories: true });
    await firma.post('/api/firma/regioner', { region_ids: [w.region.hovedstaden] });
    expect((await checklist()).items).toEqual({ ...NOTHING_DONE, categories: true, regions: true });
  });

  it('ticks the profile text only when it is more than blanks', async () => {
    await sqlRun(app.db, `update companies set description = '  \n ' where id = ?`, companyId);
    expect((await checklist()).items.description).toBe(false);
    await sqlRun(app.db, `update companies set description = 'Vi bygger carporte.' where id = ?`, companyId);
    expect((await checklist()).items.description).toBe(true);
  });

  it('ticks the logo while the company has one, and not after it is removed', async () => {
    await setLogo(firma);
    expect((await checklist()).items.logo).toBe(true);
    expect((await send(firma, 'DELETE', '/api/firma/logo')).statusCode).toBe(204);
    expect((await checklist()).items.logo).toBe(false);
  });

  it('ticks opening times once one is saved', async () => {
    const saved = await firma.post('/ajax/firma/openingtimes_send', { type: 'open', day: 1, val: '07:00' });
    expect(saved.statusCode).toBe(200);
    expect((await checklist()).items).toEqual({ ...NOTHING_DONE, opening_times: true });
  });

  it('ticks notifications once a phone for SMS notifications is set, and not when it is removed', async () => {
    await firma.post('/ajax/firma/notifications_phone', { phone: '22334455' });
    expect((await checklist()).items).toEqual({ ...NOTHING_DONE, notifications: true });
    await firma.post('/ajax/firma/notifications_phone', { phone: '' });
    expect((await checklist()).items.notifications).toBe(false);
  });

  it('is done when all six are, and says so of no other company', async () => {
    await firma.post('/api/firma/kategorier', { category_ids: [w.cat.toemrer] });
    await firma.post('/api/firma/regioner', { region_ids: [w.region.hovedstaden] });
    await sqlRun(app.db, `update companies set description = 'Vi bygger carporte.' where id = ?`, companyId);
    await setLogo(firma);
    await firma.post('/ajax/firma/openingtimes_send', { type: 'closed', day: 7, val: '1' });
    expect(await checklist()).toMatchObject({ done: false });
    await firma.post('/ajax/firma/notifications_phone', { phone: '22334455' });
    expect(await checklist()).toEqual({
      items: Object.fromEntries(Object.keys(NOTHING_DONE).map((item) => [item, true])),
      done: true,
    });
    // Another company's checklist is its own.
    const other = await loggedIn(app, await createAccount(app, 'company'));
    expect(await checklist(other)).toEqual({ items: NOTHING_DONE, done: false });
  });

  it('answers 401 without a login and 403 to a customer', async () => {
    expect((await (await visitor(app)).get('/api/firma/kom-godt-i-gang')).statusCode).toBe(401);
    expect((await w.customerAgent.get('/api/firma/kom-godt-i-gang')).statusCode).toBe(403);
  });
});
