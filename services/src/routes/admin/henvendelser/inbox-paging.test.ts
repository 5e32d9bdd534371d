// The help inbox pages (issue 33: it showed at most 200 items, without paging): 25 items a page,
// unanswered first and newest first across the pages; exactly a page's worth makes one page, one
// more begins a second page with that one item, a page past the end is empty with the same total,
// and every item is on exactly one page. The page number is bounded by its schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_INBOX_PAGE_SIZE, type HelpInboxReply } from '@opgavetorvet/contracts';
import { sqlInsert, sqlRun } from '../../../test/sql.js';
import { helpWorld, type HelpWorld } from './help-fixtures.js';

let w: HelpWorld;
const NOW = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  w = await helpWorld();
});
afterAll(() => w.app.close());

/** A support case whose one message the company wrote `ago` seconds before now; its id. */
async function addCase(ago: number): Promise<number> {
  const at = NOW - ago;
  const id = await sqlInsert(
    w.app.db,
    'insert into support_cases (company_id, subject, created_at) values (?, ?, ?)',
    w.firmaAccount.companyId,
    `Sag ${ago}`,
    at,
  );
  await sqlRun(
    w.app.db,
    "insert into support_messages (case_id, sender, body, created_at) values (?, 'company', 'Hej', ?)",
    id,
    at,
  );
  return id;
}

const pageOf = async (page: number) =>
  (await w.admin.get(`/api/admin/henvendelser?page=${page}`)).json<HelpInboxReply>();

describe('paging the help inbox', () => {
  it('a full page is one page; one item more starts a second page; past the end is empty', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= HELP_INBOX_PAGE_SIZE; i += 1) ids.push(await addCase(i * 60));
    const first = await pageOf(1);
    expect(first).toMatchObject({ page: 1, page_size: 25, total: 25 });
    expect(first.items.map((item) => item.id)).toEqual(ids);
    expect((await pageOf(2)).items).toEqual([]);

    const oldest = await addCase(100_000);
    const [one, two, three] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect([one.total, two.total, three.total]).toEqual([26, 26, 26]);
    expect(one.items.map((item) => item.id)).toEqual(ids);
    expect(two).toMatchObject({ page: 2, items: [{ kind: 'support_case', id: oldest }] });
    expect(three.items).toEqual([]);
  });

  it('keeps the unanswered first across pages, so an answered item is on the last page', async () => {
    const answered = await addCase(30);
    expect(
      (await w.admin.post(`/api/admin/henvendelser/support_case/${answered}/svar`, { text: 'Svar' }))
        .statusCode,
    ).toBe(200);
    await sqlRun(
      w.app.db,
      'update support_messages set created_at = ? where case_id = ?',
      NOW - 30,
      answered,
    );
    const first = await pageOf(1);
    const last = await pageOf(2);
    expect(first.items.every((item) => item.unanswered)).toBe(true);
    expect(last.items.at(-1)).toMatchObject({ id: answered, status: 'answered' });
    const seen = [...first.items, ...last.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(first.total);
    expect(seen).toHaveLength(first.total);
  });

  it('refuses a page outside its bounds', async () => {
    for (const page of ['0', '-1', '1.5', '100001', 'en'])
      expect((await w.admin.get(`/api/admin/henvendelser?page=${page}`)).statusCode, page).toBe(400);
  });
});
