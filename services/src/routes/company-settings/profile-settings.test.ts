// Rules of a company's profile: categories (at most two top-level categories, SPEC §5's text),
// regions and mail agents replace the company's own sets; GET /api/firma/indstillinger reads them
// back; the mail-agent form of a category has two zip fields for moving. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  categoryAttributes,
  attributeOptions,
  companyCategories,
  mailAgents,
} from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import {
  addCategory,
  addCategoryTree,
  addRegion,
  createWorld,
  giveCategory,
  type World,
} from '../../test/fixtures.js';
import { sqlInsert } from '../../test/sql.js';
import { ensureZip } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let w: World;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
  companyId = w.firmaAccount.companyId;
});
afterAll(() => app.close());

const profileOf = async (id: number) =>
  (
    await app.db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, id))
      .all()
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('POST /api/firma/kategorier', () => {
  it('saves subcategories of two top-level categories and a top-level category itself', async () => {
    const [byg, tomrer] = await addCategoryTree(app, 'Byg');
    const [, maler] = await addCategoryTree(app, 'Maling');
    const response = await w.firma.post('/api/firma/kategorier', {
      category_ids: [tomrer, maler, byg, tomrer],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Dine indstillinger er gemt.' });
    expect(await profileOf(companyId)).toEqual([byg, tomrer, maler].sort((a, b) => a - b));
  });

  it('a company may choose at most two top-level categories: a third is refused with the spec text', async () => {
    const kept = await addCategory(app);
    await w.firma.post('/api/firma/kategorier', { category_ids: [kept] });
    const subs = [
      (await addCategoryTree(app))[1],
      (await addCategoryTree(app))[1],
      (await addCategoryTree(app))[1],
    ];
    const response = await w.firma.post('/api/firma/kategorier', { category_ids: subs });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'error',
      message:
        'Du kan maksimalt vælge to over-kategorier. Det er vigtigt, at du kun vælger kategorier som du rent faktisk udfører',
    });
    expect(await profileOf(companyId)).toEqual([kept]);
  });

  it('refuses unknown categories, an empty list, and wrong types, unchanged', async () => {
    const kept = await addCategory(app);
    await w.firma.post('/api/firma/kategorier', { category_ids: [kept] });
    expect(
      (await w.firma.post('/api/firma/kategorier', { category_ids: [kept, 999999] })).json().message,
    ).toBe('Kategorien findes ikke. Vælg venligst en kategori.');
    expect((await w.firma.post('/api/firma/kategorier', { category_ids: [] })).json()).toEqual({
      type: 'validation_errors',
      messages: ['Vælg venligst mindst én kategori'],
    });
    expect((await w.firma.post('/api/firma/kategorier', { category_ids: ['x'] })).statusCode).toBe(400);
    expect(await profileOf(companyId)).toEqual([kept]);
  });

  it("changes only the caller's own profile", async () => {
    const other = await addCategory(app);
    await giveCategory(app, w.otherAccount.companyId, other);
    await w.firma.post('/api/firma/kategorier', { category_ids: [await addCategory(app)] });
    expect(await profileOf(w.otherAccount.companyId)).toEqual([other]);
  });
});

describe('regions, mail agents and GET /api/firma/indstillinger', () => {
  it('saves regions and mail agents (with their words) and reads every setting back', async () => {
    await ensureZip(app, '8000');
    const [r1, r2] = [await addRegion(app), await addRegion(app)];
    const category = await addCategory(app, { name: 'Murer' });
    await w.firma.post('/api/firma/kategorier', { category_ids: [category] });
    expect((await w.firma.post('/api/firma/regioner', { region_ids: [r2, r1] })).json().success).toBe(true);
    const agents = [
      { category_id: category, region_id: r1 },
      { category_id: category, zip: '8000' },
      { category_id: category, region_id: r1 },
      { category_id: category, region_id: r1, words: '  Ny   facade ' },
    ];
    expect((await w.firma.post('/api/firma/soegeagenter', { agents })).statusCode).toBe(200);
    const settings = (await w.firma.get('/api/firma/indstillinger')).json();
    expect(settings).toMatchObject({
      category_ids: [category],
      region_ids: [r1, r2].sort((a, b) => a - b),
      mail_agents: [
        { category_id: category, region_id: r1, zip: null, words: null },
        { category_id: category, region_id: null, zip: '8000', words: null },
        { category_id: category, region_id: r1, zip: null, words: 'Ny facade' },
      ],
      subscriptions: [{ category_id: category, category_name: 'Murer', type: 'basic', period_ends_at: null }],
      balance_ore: 0,
      opening_times: [],
    });
  });

  it('refuses unknown regions and an agent with a bad zip, unchanged', async () => {
    const region = await addRegion(app);
    await w.firma.post('/api/firma/regioner', { region_ids: [region] });
    expect((await w.firma.post('/api/firma/regioner', { region_ids: [999999] })).json().message).toBe(
      'Regionen findes ikke',
    );
    expect((await w.firma.post('/api/firma/regioner', { region_ids: [] })).statusCode).toBe(400);
    expect((await w.firma.get('/api/firma/indstillinger')).json().region_ids).toEqual([region]);
    const category = await addCategory(app);
    const bad = await w.firma.post('/api/firma/soegeagenter', {
      agents: [{ category_id: category, zip: '12a4' }],
    });
    expect(bad.json()).toEqual({
      type: 'validation_errors',
      messages: ['Ugyldigt postnummer. Prøv venligst igen'],
    });
    expect(
      (await w.firma.post('/api/firma/soegeagenter', { agents: [{ category_id: 999999 }] })).statusCode,
    ).toBe(400);
    // Four digits that are no Danish zip code, and a zip outside the agent's region.
    const agentsBefore = (await w.firma.get('/api/firma/indstillinger')).json().mail_agents;
    const noSuchZip = await w.firma.post('/api/firma/soegeagenter', {
      agents: [{ category_id: category, zip: '0000' }],
    });
    expect([noSuchZip.statusCode, noSuchZip.json().message]).toEqual([
      400,
      'Ugyldigt postnummer. Prøv venligst igen',
    ]);
    await ensureZip(app, '8000');
    const elsewhere = await w.firma.post('/api/firma/soegeagenter', {
      agents: [{ category_id: category, zip: '8000', region_id: region }],
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      400,
      'Postnummeret ligger ikke i den valgte region',
    ]);
    expect((await w.firma.get('/api/firma/indstillinger')).json().mail_agents).toEqual(agentsBefore);
  });

  it('keeps an agent’s answer option of its category and refuses one of another category, unchanged', async () => {
    const category = await addCategory(app, { name: 'Snedker' });
    const other = await addCategory(app, { name: 'Kloak' });
    const option = async (categoryId: number, label: string) => {
      const attribute = await sqlInsert(
        app.db,
        "insert into category_attributes (category_id, name, kind) values (?, 'Træsort', 'select')",
        categoryId,
      );
      return sqlInsert(
        app.db,
        'insert into attribute_options (attribute_id, label) values (?, ?)',
        attribute,
        label,
      );
    };
    const oak = await option(category, 'Eg');
    const pipe = await option(other, 'PVC');
    const agents = [
      { category_id: category, option_id: oak },
      { category_id: category, option_id: null },
    ];
    expect((await w.firma.post('/api/firma/soegeagenter', { agents })).statusCode).toBe(200);
    const read = async () => (await w.firma.get('/api/firma/indstillinger')).json().mail_agents;
    expect(await read()).toMatchObject([
      { category_id: category, option_id: oak },
      { category_id: category, option_id: null },
    ]);
    const refused = await w.firma.post('/api/firma/soegeagenter', {
      agents: [{ category_id: category, option_id: pipe }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Den valgte egenskab hører ikke til søgeagentens kategori');
    expect(await read()).toHaveLength(2);
  });

  it("never touches another company's mail agents", async () => {
    const category = await addCategory(app);
    await app.db
      .insert(mailAgents)
      .values({ companyId: w.otherAccount.companyId, categoryId: category })
      .run();
    await w.firma.post('/api/firma/soegeagenter', { agents: [] });
    expect(
      await app.db.select().from(mailAgents).where(eq(mailAgents.companyId, w.otherAccount.companyId)).all(),
    ).toHaveLength(1);
  });

  it('answers 401 and 403 for every settings call', async () => {
    const anonymous = await visitor(app);
    expect((await anonymous.get('/api/firma/indstillinger')).statusCode).toBe(401);
    expect((await w.bruger.get('/api/firma/indstillinger')).statusCode).toBe(403);
    for (const [url, body] of [
      ['/api/firma/kategorier', { category_ids: [1] }],
      ['/api/firma/regioner', { region_ids: [1] }],
      ['/api/firma/soegeagenter', { agents: [] }],
    ] as const) {
      expect((await anonymous.post(url, body)).statusCode).toBe(401);
      expect((await w.bruger.post(url, body)).statusCode).toBe(403);
    }
  });
});

describe('POST /sogeagenter/get_attributes_form_markup', () => {
  it("renders the category's attributes as ticks, one zip field, double_zip false", async () => {
    const category = await addCategory(app, { name: 'Tagdækker' });
    const attribute = await app.db
      .insert(categoryAttributes)
      .values({ categoryId: category, name: 'Tagtype', kind: 'select' })
      .returning()
      .get();
    await app.db
      .insert(attributeOptions)
      .values([
        { attributeId: attribute.id, label: 'Tegl' },
        { attributeId: attribute.id, label: 'Strå & <tagpap>' },
      ])
      .run();
    const reply = (await w.firma.post('/sogeagenter/get_attributes_form_markup', { category })).json();
    expect(reply.double_zip).toBe(false);
    expect(reply.html).toContain('<legend>Tagtype</legend>');
    expect(reply.html).toContain('Strå &amp; &lt;tagpap&gt;');
    expect(reply.html.match(/name="zip"/g)).toHaveLength(1);
  });

  it('gives moving categories two zip fields (from and to)', async () => {
    const category = await addCategory(app, { name: 'Flyttefirma', slug: 'flyttefirma' });
    const reply = (await w.firma.post('/sogeagenter/get_attributes_form_markup', { category })).json();
    expect(reply.double_zip).toBe(true);
    expect(reply.html).toContain('name="zip_from"');
    expect(reply.html).toContain('name="zip_to"');
  });

  it('answers 404 for an unknown category, 401 and 403', async () => {
    expect(
      (await w.firma.post('/sogeagenter/get_attributes_form_markup', { category: 999999 })).statusCode,
    ).toBe(404);
    expect(
      (await (await visitor(app)).post('/sogeagenter/get_attributes_form_markup', { category: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/sogeagenter/get_attributes_form_markup', { category: 1 })).statusCode).toBe(
      403,
    );
  });
});
