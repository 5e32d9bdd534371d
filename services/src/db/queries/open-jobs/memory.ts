// What the open-jobs list's search matched, remembered per filter until the open jobs change: paging
// through a search, reloading the page or several companies with the same filter then reuse one
// scan. The counter open_jobs_generation (migration 0004) moves with every change to the open jobs,
// the category names or the zip codes; a moved counter forgets everything. It is the sum of the
// table's rows: one on SQLite, a part per connection on PostgreSQL (migrations-pg 0009), so
// writers on different connections do not queue on one row.
import { rawGet } from '../../engine/raw.js';
import type { Queryable } from '../../engine/store.js';

/** How many filters are remembered (the least recently used is forgotten first). */
export const REMEMBERED_SEARCHES = 500;

/** The generation: any committed change to what a search may match makes it larger. */
const GENERATION = 'select sum(n) as n from open_jobs_generation';

export interface SearchMemory {
  /** The remembered ids of a filter, or those `compute` finds now (and remembers). */
  ids(key: string, compute: () => Promise<number[]>): Promise<number[]>;
}

export function searchMemory(db: Queryable, capacity = REMEMBERED_SEARCHES): SearchMemory {
  let seen: unknown = null;
  const remembered = new Map<string, number[]>();
  return {
    async ids(key, compute) {
      const now = (await rawGet<{ n: number }>(db, GENERATION))?.n;
      if (now !== seen) {
        remembered.clear();
        seen = now;
      }
      const known = remembered.get(key);
      if (known) {
        remembered.delete(key);
        remembered.set(key, known);
        return known;
      }
      const ids = await compute();
      remembered.set(key, ids);
      if (remembered.size > capacity) remembered.delete(remembered.keys().next().value as string);
      return ids;
    },
  };
}
