// Where the company's open jobs lie (issue 31): by default in the regions the company works in, as
// its job alerts (lib/job-alerts/matching.ts: the job's zip in one of its regions, every region when
// it chose none); or one region by its slug, the regions the catalogue's form names, or all of
// Denmark. One prepared statement reads the five regions beside the company's choice of them; the
// regions found go into the list's filter (and so into the key its remembered ids are kept under:
// a company that changes its regions gets a new key, never ids remembered for the old ones).
import type { OpenJobsArea, RegionItem } from '@opgavetorvet/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../engine/store.js';
import { perDatabase } from '../../per-database.js';
import { companyRegions, regions } from '../../schema/index.js';

/** What the caller asked: own regions, all of Denmark, one region's slug, or region ids. */
export type AreaAsk = 'own' | 'all' | { slug: string } | { regionIds: number[] };

export interface AreaOfList {
  area: OpenJobsArea;
  /** The region of area 'region'. */
  region: RegionItem | null;
  /** Whether the company has chosen regions. */
  hasRegions: boolean;
  /** The regions a job's zip must lie in; null: anywhere. */
  regionIds: number[] | null;
}

const statements = perDatabase((db: Queryable) =>
  db
    .select({ id: regions.id, name: regions.name, slug: regions.slug, own: companyRegions.companyId })
    .from(regions)
    .leftJoin(
      companyRegions,
      and(eq(companyRegions.regionId, regions.id), eq(companyRegions.companyId, sql.placeholder('company'))),
    )
    .orderBy(asc(regions.id))
    .prepare(),
);

/** The list's area as asked, or undefined when the slug names no region. */
export async function areaOfList(
  db: Queryable,
  companyId: number,
  ask: AreaAsk,
): Promise<AreaOfList | undefined> {
  const rows = await statements(db).all({ company: companyId });
  const own = rows.filter((row) => row.own !== null).map((row) => row.id);
  const hasRegions = own.length > 0;
  const everywhere: AreaOfList = { area: 'all', region: null, hasRegions, regionIds: null };
  if (ask === 'all') return everywhere;
  if (ask === 'own')
    return hasRegions ? { area: 'own', region: null, hasRegions, regionIds: own } : everywhere;
  if ('regionIds' in ask) return { area: 'chosen', region: null, hasRegions, regionIds: ask.regionIds };
  const found = rows.find((row) => row.slug === ask.slug);
  if (!found) return undefined;
  const region = { id: found.id, name: found.name, slug: found.slug };
  return { area: 'region', region, hasRegions, regionIds: [region.id] };
}
