// After "Slet min konto" (issue 32). The session ends the way logging out does, its cookie cleared:
// a browser that kept the ended session's cookie sent it with the page's next requests, and the
// reply to one of them cleared the cookie after the new session's was set, so the next login was
// refused as an expired session ('Din session er udløbet') instead of being checked. And the
// company's inbox names the erased customer "Slettet bruger" (it printed a blank name).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppWithFiles } from '../../test/files.js';
import { manyLogins } from '../../test/helpers.js';
import { personWorld, type PersonWorld } from '../../test/personal-data.js';
import type { InboxReply, InboxThreadHead } from '@opgavetorvet/contracts';

let app: FastifyInstance;
let w: PersonWorld;

beforeEach(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await personWorld(app);
});
afterEach(() => app?.close());

describe('after "Slet min konto"', () => {
  it("clears the session's cookie in the same reply", async () => {
    expect(w.customer.sid).not.toBeNull();
    const response = await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    expect(response.statusCode).toBe(200);
    const sid = (response.cookies as { name: string; value: string; maxAge?: number }[]).find(
      (cookie) => cookie.name === 'sid',
    );
    expect(sid).toMatchObject({ value: '', maxAge: 0 });
    expect(w.customer.sid).toBeNull();
  });

  it('the same browser logs in on a fresh session, and her login is refused as unknown', async () => {
    await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    await w.customer.refreshSession();
    const again = await w.customer.login(w.m.customer);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Forkert e-mail eller adgangskode');
  });

  it('the company\'s inbox and thread head name her "Slettet bruger"', async () => {
    const contactId = w.m.contacts[0]!.contactId;
    const before = (await w.company.get('/api/beskeder')).json<InboxReply>();
    expect(before.threads.find((thread) => thread.contact_id === contactId)?.customer_name).toBe(
      'Mette Hansen',
    );
    await w.customer.post('/api/mine-data/slet', { password: w.m.customer.password });
    const inbox = (await w.company.get('/api/beskeder')).json<InboxReply>();
    const row = inbox.threads.find((thread) => thread.contact_id === contactId);
    expect(row?.customer_name).toBe('Slettet bruger');
    expect(row?.company_name).toBe(before.threads[0]!.company_name);
    const head = (await w.company.get(`/api/beskeder/${contactId}`)).json<InboxThreadHead>();
    expect(head.customer_name).toBe('Slettet bruger');
  });
});
