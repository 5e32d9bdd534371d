// Plans keep their word in the listing and its search (GET /api/firmaer): Pro+ companies in the
// chosen category (or its family) come first, then the chosen sort; a Pro+ plan in another category
// does not count there. Blocked companies are not listed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp } from '../../test/helpers.js';
import { sqlInsert, sqlRunNamed } from '../../test/sql.js';

let app: FastifyInstance;
const ids: Record<string, number> = {};
const run = (text: string, params: Record<string, unknown> = {}) => sqlRunNamed(app.db, text, params);

beforeAll(async () => {
  app = await startTestApp();
  const maler = await sqlInsert(app.db, `insert into categories (name, slug) values ('Maler', 'maler')`);
  const vvs = await sqlInsert(app.db, `insert into categories (name, slug) values ('VVS', 'vvs')`);
  const now = Math.floor(Date.now() / 1000);
  for (const [key, name, plan, planCategory] of [
    ['anker', 'Anker Maler', 'basic', maler],
    ['bo', 'Bo Maler', 'pro', maler],
    ['carl', 'Carl Maler', 'pro-plus', maler],
    ['dorte', 'Dorte Maler', 'pro-plus', vvs],
    ['erik', 'Erik Maler', 'pro-plus', maler],
  ] as const) {
    const companyId = (await createAccount(app, 'company')).companyId!;
    ids[key] = companyId;
    await run('update companies set name = @name, slug = @slug where id = @id', {
      name,
      slug: key,
      id: companyId,
    });
    await run('insert into company_categories (company_id, category_id) values (@c, @k)', {
      c: companyId,
      k: maler,
    });
    if (planCategory === vvs)
      await run('insert into company_categories (company_id, category_id) values (@c, @k)', {
        c: companyId,
        k: vvs,
      });
    await run(
      'insert into subscriptions (company_id, category_id, type, period_starts_at, period_ends_at) values (@c, @k, @t, @s, @e)',
      {
        c: companyId,
        k: planCategory,
        t: plan,
        s: now,
        e: now + 30 * 86400,
      },
    );
  }
  // Erik has the best reviews, Anker the second best: the chosen sort orders within each group.
  for (const [key, rating] of [
    ['erik', 5],
    ['erik', 5],
    ['anker', 4],
    ['carl', 2],
  ] as const) {
    await run(
      "insert into reviews (company_id, kind, author_name, rating, title, text) values (@c, 'review', 'Kunde', @r, 'T', 'Tekst')",
      {
        c: ids[key],
        r: rating,
      },
    );
  }
});
afterAll(() => app.close());

const slugs = async (query: string): Promise<string[]> =>
  (
    (await app.inject({ method: 'GET', url: `/api/firmaer${query}` })).json().companies as { slug: string }[]
  ).map((c) => c.slug);

describe('Pro+ first in the company listing', () => {
  it('by name: the Pro+ companies of the category first, each group by name', async () => {
    expect(await slugs('?kategori=maler&sortering=navn')).toEqual(['carl', 'erik', 'anker', 'bo', 'dorte']);
    const reply = await app.inject({ method: 'GET', url: '/api/firmaer?kategori=maler&sortering=navn' });
    expect((reply.json().companies as { pro_plus: boolean }[]).map((c) => c.pro_plus)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('by rating: Pro+ first, then the chosen sort within each group', async () => {
    expect(await slugs('?kategori=maler&sortering=bedoemmelse')).toEqual([
      'erik',
      'carl',
      'anker',
      'bo',
      'dorte',
    ]);
  });

  it('without a category any Pro+ plan counts', async () => {
    expect((await slugs('?sortering=navn')).slice(0, 3)).toEqual(['carl', 'dorte', 'erik']);
  });

  it('a blocked company is not listed', async () => {
    await run('update companies set blocked_at = 1, blocked_reason = @r where id = @id', {
      r: 'Test',
      id: ids.carl,
    });
    expect(await slugs('?kategori=maler&sortering=navn')).toEqual(['erik', 'anker', 'bo', 'dorte']);
    await run('update companies set blocked_at = null, blocked_reason = null where id = @id', {
      id: ids.carl,
    });
  });
});
