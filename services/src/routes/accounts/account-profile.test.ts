// Rule (issue 32): a customer edits her name, zip and street address on /bruger/profil; the zip must
// be one of the zip table's (Danish error, nothing changes); phone and e-mail do not change here.
// Only the customer herself: a visitor 401, a company 403.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
  type Agent,
  type TestAccount,
} from '../../test/helpers.js';
import { ensureZip } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let kunde: TestAccount;
let agent: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  await ensureZip(app);
  kunde = await createAccount(app, 'user', { name: 'Mette Hansen', phone: '20202020' });
  agent = await loggedIn(app, kunde);
});
afterAll(() => app.close());

const row = async () => (await app.db.select().from(users).where(eq(users.id, kunde.id)).get())!;

describe('the profile of /bruger/profil', () => {
  it('saves name, zip and street address, and answers them with the town of the zip', async () => {
    const saved = await agent.post('/api/bruger/profil', {
      name: ' Mette Holm ',
      zip: '8000',
      street_address: 'Vestergade 12, 2. th.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ type: 'success', message: 'Dine oplysninger er gemt.' });
    const reply = (await agent.get('/api/bruger/profil')).json();
    expect(reply).toEqual({
      profile: {
        name: 'Mette Holm',
        email: kunde.email,
        phone: '20202020',
        zip: '8000',
        city: 'Aarhus C',
        street_address: 'Vestergade 12, 2. th.',
      },
      pending: { phone: null, email: null },
    });
  });

  it('refuses a zip that is not in the zip table, in Danish, and changes nothing', async () => {
    const before = await row();
    const refused = await agent.post('/api/bruger/profil', { name: 'Ny', zip: '0000', street_address: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ugyldigt postnummer. Prøv venligst igen');
    expect(await row()).toEqual(before);
  });

  it('refuses an empty name and a zip that is not four digits', async () => {
    for (const body of [
      { name: ' ', zip: '8000', street_address: '' },
      { name: 'Mette', zip: '80', street_address: '' },
    ]) {
      const refused = await agent.post('/api/bruger/profil', body);
      expect(refused.statusCode).toBe(400);
    }
  });

  it('takes no phone or e-mail: they change only through their confirmations', async () => {
    const refused = await agent.post('/api/bruger/profil', {
      name: 'Mette',
      zip: '8000',
      street_address: '',
      email: 'ny@example.dk',
    });
    expect(refused.statusCode).toBe(400);
    expect((await row()).email).toBe(kunde.email);
  });

  it('empties the street address when it is cleared', async () => {
    await agent.post('/api/bruger/profil', { name: 'Mette', zip: '8000', street_address: '  ' });
    expect((await row()).streetAddress).toBeNull();
  });

  it('is only the customer’s own: a visitor 401, a company 403', async () => {
    const body = { name: 'X', zip: '8000', street_address: '' };
    expect((await (await visitor(app)).post('/api/bruger/profil', body)).statusCode).toBe(401);
    const firma = await loggedIn(app, await createAccount(app, 'company'));
    expect((await firma.post('/api/bruger/profil', body)).statusCode).toBe(403);
    expect((await firma.get('/api/bruger/profil')).statusCode).toBe(403);
  });
});
