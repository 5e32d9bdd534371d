// Reads of the company listing as prepared statements: one page of matching companies (filters,
// score and order in SQL, the total by a window), their category names, the towns of a region
// and the places the address names. The score formula is SCORE in rules.ts. Pro+ companies (in the
// category or its family; any category without one) come first whatever the sort, as the plan
// promises; blocked companies are left out.
import type { ListingFlag, ListingSort } from '@opgavetorvet/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { perEngine, type Dialect } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { all } from '../../db/prepared-sql.js';
import { categories, companyCategories, regions, zipCodes } from '../../db/schema/index.js';
import { DESCRIPTION_START, SCORE } from './rules.js';

// The page and the towns stay SQL text (checked by queries.test.ts): the category family is a
// common table expression, the total a window over the matches, and every filter is a parameter
// that may be null, so one prepared statement serves every filter; drizzle would hold the same
// text in sql`` fragments without checking it. A parameter tested for null says its type (`cast(@cat
// as text) is null`): PostgreSQL cannot tell the type of a bare one.

/** The category and its family: a top-level one with its subcategories, a subcategory with its parent. */
const familyCte = `fam(id) as (
    select id from categories where id = @cat or parent_id = @cat
    union select parent_id from categories where id = @cat and parent_id is not null)`;

const inCategory = `(cast(@cat as text) is null or exists (select 1 from company_categories cc
    where cc.company_id = c.id and cc.category_id in (select id from fam)))`;

/** The Bayesian average: the average pulled towards PRIOR_RATING as if with PRIOR_REVIEWS more reviews. */
const qualitySql = `((coalesce(s.total, 0) + ${SCORE.PRIOR_RATING * SCORE.PRIOR_REVIEWS}.0)
        / (coalesce(s.n, 0) + ${SCORE.PRIOR_REVIEWS}))`;

const ZIP_DISTANCE = 'abs(cast(c.zip as integer) - @zip)';

const scoreSql = `case when cast(@zip as text) is null then null else cast(round(100 * (
      ${SCORE.RATING_WEIGHT} * (${qualitySql} - 1) / 4
      + ${SCORE.NEARNESS_WEIGHT} * (case when length(c.zip) = 4 and trim(c.zip, '0123456789') = ''
          then 1 - (case when ${ZIP_DISTANCE} < ${SCORE.ZIP_SPAN} then ${ZIP_DISTANCE} else ${SCORE.ZIP_SPAN} end)
            / ${SCORE.ZIP_SPAN}.0 else 0 end)
        * (case when exists (select 1 from company_regions zr where zr.company_id = c.id and zr.region_id = @zipRegion)
          then 1 else ${SCORE.OUTSIDE_REGION_FACTOR} end))) as integer) end`;

/** The sorts, the name's ASCII letters folded (SQLite's nocase) on both engines. */
const ordersOf = (dialect: Dialect): Record<ListingSort | 'score', string> => {
  const name = dialect.caselessOrder('name');
  return {
    score: `score desc, quality desc, reviews_count desc, ${name}, id`,
    bedoemmelse: `quality desc, reviews_count desc, ${name}, id`,
    anmeldelser: `reviews_count desc, quality desc, ${name}, id`,
    navn: `${name}, id`,
  };
};

const pageSql = (dialect: Dialect, order: string) => `
  with ${familyCte},
  stats as (select company_id, avg(rating) avg_rating, count(*) n, sum(rating) total
    from reviews where kind = 'review' and removed_at is null group by company_id),
  matches as (
    select c.id, c.name, c.slug, substr(coalesce(c.description, ''), 1, ${DESCRIPTION_START}) description_start,
      s.avg_rating, coalesce(s.n, 0) reviews_count, ${qualitySql} quality,
      exists (select 1 from subscriptions sb where sb.company_id = c.id and sb.type != 'basic'
        and (cast(@cat as text) is null or sb.category_id in (select id from fam))) paid,
      exists (select 1 from subscriptions sb where sb.company_id = c.id and sb.type = 'pro-plus'
        and (cast(@cat as text) is null or sb.category_id in (select id from fam))) pro_plus,
      (exists (select 1 from opening_times o where o.company_id = c.id and o.day = 6 and o.type = 'open')
        and not exists (select 1 from opening_times o where o.company_id = c.id and o.day = 6
          and o.type = 'closed' and o.val = '1')) open_saturday,
      ${scoreSql} score
    from companies c
    left join stats s on s.company_id = c.id
    where c.blocked_at is null and ${inCategory}
      and (cast(@region as text) is null or exists (select 1 from company_regions r
        where r.company_id = c.id and r.region_id = @region))
      and (cast(@cityZips as text) is null or ${dialect.inTextList('c.zip', '@cityZips')})
      and (@anmeldelser = 0 or coalesce(s.n, 0) > 0)
      and (@cvr = 0 or coalesce(c.cvr, '') != ''))
  select *, count(*) over () total from matches
  where (@abonnement = 0 or paid) and (@loerdag = 0 or open_saturday)
  order by pro_plus desc, ${order}
  limit @limit offset @offset`;

export interface ListingFilter {
  cat: number | null;
  region: number | null;
  cityZips: string[] | null;
  zip: string | null;
  zipRegion: number | null;
  flags: Record<ListingFlag, boolean>;
  sort: ListingSort | 'score';
  limit: number;
  offset: number;
}

export interface ListingRow {
  id: number;
  name: string;
  slug: string;
  /** The start of the description, enough for the card's excerpt (excerptOf in rules.ts). */
  description_start: string;
  avg_rating: number | null;
  reviews_count: number;
  /** The Bayesian average the sorts use (qualitySql). */
  quality: number;
  paid: number;
  pro_plus: number;
  open_saturday: number;
  score: number | null;
  total: number;
}

/** The page's statement for each sort, on the store's engine. */
const pages = perEngine((dialect) => {
  const orders = ordersOf(dialect);
  return Object.fromEntries(
    Object.entries(orders).map(([sort, order]) => [sort, pageSql(dialect, order)]),
  ) as Record<ListingSort | 'score', string>;
});

export function listingPage(db: Db, filter: ListingFilter): Promise<ListingRow[]> {
  return all<ListingRow>(db, pages(db)[filter.sort], {
    cat: filter.cat,
    region: filter.region,
    cityZips: filter.cityZips ? JSON.stringify(filter.cityZips) : null,
    zip: filter.zip === null ? null : Number(filter.zip),
    zipRegion: filter.zipRegion,
    anmeldelser: filter.flags.anmeldelser ? 1 : 0,
    abonnement: filter.flags.abonnement ? 1 : 0,
    loerdag: filter.flags.loerdag ? 1 : 0,
    cvr: filter.flags.cvr ? 1 : 0,
    limit: filter.limit,
    offset: filter.offset,
  });
}

/** Category names of these companies, in the tree's order. */
export async function categoryNamesOf(db: Db, companyIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ company_id: companyCategories.companyId, name: categories.name })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(inArray(companyCategories.companyId, companyIds))
    .orderBy(asc(categories.sort), asc(categories.name))
    .all();
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.company_id, [...(names.get(row.company_id) ?? []), row.name]);
  return names;
}

/** Towns of a region where companies of the category are located. */
export async function townsWithCompanies(db: Db, region: number, cat: number | null): Promise<string[]> {
  const rows = await all<{ city: string }>(
    db,
    `with ${familyCte}
    select distinct z.city from companies c join zip_codes z on z.zip = c.zip
    where z.region_id = @region and ${inCategory}`,
    { region, cat },
  );
  return rows.map((row) => row.city);
}

export async function zipsOfRegion(db: Db, region: number): Promise<{ zip: string; city: string }[]> {
  return await db
    .select({ zip: zipCodes.zip, city: zipCodes.city })
    .from(zipCodes)
    .where(eq(zipCodes.regionId, region))
    .all();
}

export interface Place {
  id: number;
  slug: string;
  name: string;
}

export async function categoryBySlug(db: Db, slug: string): Promise<Place | undefined> {
  return await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug))
    .get();
}

export async function allRegions(db: Db): Promise<Place[]> {
  return await db
    .select({ id: regions.id, slug: regions.slug, name: regions.name })
    .from(regions)
    .orderBy(asc(regions.id))
    .all();
}

export async function zipPlace(
  db: Db,
  zip: string,
): Promise<{ zip: string; city: string; region_id: number } | undefined> {
  return await db
    .select({ zip: zipCodes.zip, city: zipCodes.city, region_id: zipCodes.regionId })
    .from(zipCodes)
    .where(eq(zipCodes.zip, zip))
    .get();
}
