// "Hent mine data" (issue 32): the caller's ZIP download (Content-Disposition attachment) holds a
// JSON file for every exported table with the person's rows, and the person's photos and files
// from the store; a company's holds its profile, receipts, agents and logo. No secrets (password
// hash, session ids) and nobody else's rows. The administrator's export of a person is audit-logged.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedTables } from '../../lib/personal-data/export-tables.js';
import { startAppWithFiles } from '../../test/files.js';
import { createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import { CUSTOMER, personWorld, type PersonWorld } from '../../test/personal-data.js';
import { sqlOne } from '../../test/sql.js';
import { zipEntries } from '../../test/zip-entries.js';

let app: FastifyInstance;
let w: PersonWorld;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await personWorld(app);
});
afterAll(() => app?.close());

/** The ZIP's entries by name. */
const entriesOf = (response: LightMyRequestResponse) => zipEntries(response.rawPayload);

const rowsOf = (entries: Map<string, Buffer>, table: string) =>
  JSON.parse(entries.get(`data/${table}.json`)!.toString('utf8')) as Record<string, unknown>[];

describe('GET /api/mine-data/eksport', () => {
  it("is a customer's ZIP download of every exported table and her photos and files", async () => {
    const response = await w.customer.get('/api/mine-data/eksport');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="opgavetorvet-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const entries = await entriesOf(response);
    for (const table of Object.keys(exportedTables())) expect(entries.has(`data/${table}.json`)).toBe(true);

    const [user] = rowsOf(entries, 'users');
    expect(user).toMatchObject({ id: w.m.customer.id, name: CUSTOMER.name, streetAddress: CUSTOMER.street });
    expect(user).not.toHaveProperty('passwordHash');
    expect(rowsOf(entries, 'jobs').map((job) => job.id)).toEqual([w.m.jobId, w.bookedJobId]);
    expect(rowsOf(entries, 'messages').map((m) => m.body)).toContain(
      `Se vedhæftede. Ring på ${CUSTOMER.phone}.`,
    );
    expect(rowsOf(entries, 'reviews')).toHaveLength(1);
    expect(rowsOf(entries, 'sessions').every((s) => !('data' in s) && !('id' in s))).toBe(true);
    // Nobody else's: the other customer's account and the companies' profiles are not in it.
    expect(rowsOf(entries, 'users')).toHaveLength(1);
    expect(rowsOf(entries, 'companies')).toEqual([]);

    const [photo, pdf] = w.customerFiles;
    expect(entries.get(`files/${photo!.key}.jpg`)!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(entries.get(`files/${pdf!.key}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is a company's ZIP with its profile, receipts, agents, subscriptions and logo", async () => {
    const entries = await entriesOf(await w.company.get('/api/mine-data/eksport'));
    const companyId = w.m.companies[0]!.companyId;
    expect(rowsOf(entries, 'companies').map((c) => c.id)).toEqual([companyId]);
    for (const table of ['receipts', 'balance_ledger', 'mail_agents', 'subscriptions', 'contacts', 'bids'])
      expect(rowsOf(entries, table).length, table).toBeGreaterThan(0);
    expect(entries.has(`files/${w.logo.key}.jpg`)).toBe(true);
    // The customer's PDF in its thread is hers, not the company's.
    expect(entries.has(`files/${w.customerFiles[1]!.key}.pdf`)).toBe(false);
  });

  it('is refused to a visitor (401)', async () => {
    expect((await (await visitor(app)).get('/api/mine-data/eksport')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/personer/:id/eksport', () => {
  it("hands the administrator a person's ZIP, audit-logged", async () => {
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    const response = await admin.get(`/api/admin/personer/${w.m.customer.id}/eksport`);
    expect(response.statusCode).toBe(200);
    expect(rowsOf(await entriesOf(response), 'users')[0]).toMatchObject({ id: w.m.customer.id });
    const audit = await sqlOne<{ target_id: number }>(
      app.db,
      "select target_id from audit_log where action = 'person.export'",
    );
    expect(audit.target_id).toBe(w.m.customer.id);
    expect((await w.customer.get(`/api/admin/personer/${w.m.customer.id}/eksport`)).statusCode).toBe(403);
  });
});
