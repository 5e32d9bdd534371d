// "Slet min konto" (issue 32), on the engine the suite runs on (TEST_DB=postgres for PostgreSQL):
// after the erasure no text column of any table holds the person's name, e-mail, phone or street
// address (a company's: its name, e-mails, phone, address and CVR, except on its receipts, which
// bookkeeping law keeps), the file store holds none of their photos or files, the person cannot
// log in and their sessions are over; the other party keeps the messages with the sender shown as
// "Slettet bruger"; a company's profile is gone and its offers, agents and subscriptions end.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppWithFiles } from '../../test/files.js';
import { createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import {
  COMPANY_CVR,
  CUSTOMER,
  personWorld,
  storedObjects,
  whereValuesStand,
  type PersonWorld,
} from '../../test/personal-data.js';
import { sqlAll, sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let w: PersonWorld;

beforeEach(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await personWorld(app);
});
afterEach(() => app?.close());

const keysOf = (objects: string[]) => new Set(objects.map((name) => name.split('/')[0]));

describe("a customer's erasure", () => {
  it('asks for the password: a wrong one erases nothing', async () => {
    const response = await w.customer.post('/api/mine-data/slet', { password: 'forkert-kode' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Adgangskoden er forkert. Kontoen er ikke slettet.');
    expect(await whereValuesStand(app, [w.m.customer.email])).not.toEqual([]);
  });

  it('leaves no personal value in any table or in the file store, and ends every session', async () => {
    const otherSession = await loggedIn(app, w.m.customer);
    expect(keysOf(await storedObjects(app))).toContain(w.customerFiles[0]!.key);

    const response = await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Din konto er slettet. Tak, fordi du brugte Opgavetorvet.',
    });

    expect(
      await whereValuesStand(app, [CUSTOMER.name, w.m.customer.email, CUSTOMER.phone, CUSTOMER.street]),
    ).toEqual([]);
    const stored = keysOf(await storedObjects(app));
    for (const file of w.customerFiles) expect(stored).not.toContain(file.key);
    // The company's own logo is not the customer's.
    expect(stored).toContain(w.logo.key);

    expect((await otherSession.refreshSession()).user).toBeNull();
    expect((await w.customer.refreshSession()).user).toBeNull();
    const again = await (await visitor(app)).login(w.m.customer);
    expect(again.statusCode).not.toBe(200);
  });

  it('keeps the thread for the company, the sender shown as "Slettet bruger", and closes the open job', async () => {
    await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    const html = (
      await w.company.post('/firma/message_modal', { contact_id: w.m.contacts[0]!.contactId })
    ).json().html as string;
    expect(html).toContain('Se vedhæftede. Ring på Slettet bruger.');
    expect(html).toContain('<span class="thread-author">Slettet bruger</span>');
    const job = await sqlOne<{ status: string }>(app.db, 'select status from jobs where id = ?', w.m.jobId);
    expect(job.status).toBe('expired');
    const review = await sqlOne<{ author_name: string; text: string }>(
      app.db,
      'select author_name, text from reviews where user_id = ?',
      w.m.customer.id,
    );
    expect(review).toEqual({ author_name: '', text: 'Hurtigt og pænt.' });
  });

  it('leaves the company its booking and contract, the customer shown as "Slettet bruger"', async () => {
    await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    const companyId = w.m.companies[0]!.companyId!;
    const booked = await sqlOne<{ status: string }>(
      app.db,
      'select status from jobs where id = ?',
      w.bookedJobId,
    );
    expect(booked.status).toBe('assigned');
    const tab = (await w.company.post('/firma/vundne_tab2', { page: 1 })).json().html as string;
    expect(tab).toContain('Slettet bruger');
    const contract = await w.company.post('/ajax/firma/get_my_contract_by_job_id', {
      job_id: w.bookedJobId,
      current_company_id: companyId,
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.json().html).toContain('Slettet bruger');
    expect(contract.json().html).not.toContain(CUSTOMER.name);
  });

  it('tells the erased customer nothing when the company writes on the kept thread', async () => {
    await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    const sent = await w.company.post('/opgave/new_message', {
      bidid: w.m.contacts[0]!.bidId,
      userid: w.m.customer.id,
      companyid: w.m.companies[0]!.companyId,
      msg: 'Vi har modtaget din besked.',
    });
    expect(sent.json().response).toBe('success');
    expect(await sqlAll(app.db, "select 1 from outbox where recipient like 'slettet-%'")).toEqual([]);
  });
});

describe("a company's erasure", () => {
  it('leaves nothing personal but its receipts, hides its profile and ends offers, agents and subscriptions', async () => {
    const companyId = w.m.companies[0]!.companyId!;
    const before = await sqlOne<{ name: string; slug: string; email: string; phone: string }>(
      app.db,
      'select name, slug, email, phone from companies where id = ?',
      companyId,
    );
    const owner = await sqlOne<{ name: string }>(
      app.db,
      'select name from users where id = ?',
      w.m.companies[0]!.id,
    );
    const response = await w.company.post('/api/mine-data/slet', { password: w.m.companies[0]!.password });
    expect(response.statusCode).toBe(200);

    expect(
      await whereValuesStand(
        app,
        [before.name, before.email, before.phone, owner.name, COMPANY_CVR, 'Havnegade 4'],
        ['receipts.company_name', 'receipts.company_cvr'],
      ),
    ).toEqual([]);
    const receipt = await sqlOne<{ company_name: string }>(
      app.db,
      'select company_name from receipts where company_id = ?',
      companyId,
    );
    expect(receipt.company_name).toBe(before.name);
    expect(keysOf(await storedObjects(app))).not.toContain(w.logo.key);

    expect((await (await visitor(app)).get(`/api/companies/${before.slug}`)).statusCode).toBe(404);
    const erasedSlug = await sqlOne<{ slug: string }>(
      app.db,
      'select slug from companies where id = ?',
      companyId,
    );
    expect((await (await visitor(app)).get(`/api/companies/${erasedSlug.slug}`)).statusCode).toBe(404);
    const contact = await sqlOne<{ state: string }>(
      app.db,
      'select state from contacts where id = ?',
      w.m.contacts[0]!.contactId,
    );
    expect(contact.state).toBe('withdrawn');
    for (const table of ['mail_agents', 'subscriptions'])
      expect(await sqlAll(app.db, `select 1 from ${table} where company_id = ?`, companyId)).toEqual([]);
    expect((await (await visitor(app)).login(w.m.companies[0]!)).statusCode).not.toBe(200);
  });
});

describe("the administrator's erasure", () => {
  it('erases a person found by e-mail, audit-logged with ids only', async () => {
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    const found = (
      await admin.get(`/api/admin/personer?email=${encodeURIComponent(w.m.customer.email)}`)
    ).json();
    expect(found.person).toMatchObject({
      id: w.m.customer.id,
      name: CUSTOMER.name,
      role: 'user',
      deleted_at: null,
    });
    expect(
      (await w.customer.post(`/api/admin/personer/${w.m.customer.id}/slet`, { reason: 'x' })).statusCode,
    ).toBe(403);

    const response = await admin.post(`/api/admin/personer/${w.m.customer.id}/slet`, {
      reason: 'Anmodning pr. brev 1. december',
    });
    expect(response.statusCode).toBe(200);
    expect(
      await whereValuesStand(app, [CUSTOMER.name, w.m.customer.email, CUSTOMER.phone, CUSTOMER.street]),
    ).toEqual([]);
    const audit = await sqlOne<{ action: string; target_id: number }>(
      app.db,
      "select action, target_id from audit_log where action = 'person.erase'",
    );
    expect(audit).toEqual({ action: 'person.erase', target_id: w.m.customer.id });
    expect(
      (await admin.post(`/api/admin/personer/${w.m.customer.id}/slet`, { reason: 'igen' })).statusCode,
    ).toBe(404);
  });
});
