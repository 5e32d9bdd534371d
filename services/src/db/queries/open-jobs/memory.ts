// What the open-jobs list's search matched, remembered per filter until the open jobs change: paging
// through a search, reloading the page or several companies with the same filter then reuse one
// scan. The counter open_jobs_generation (migration 0004) moves with every change to the open jobs,
// the category names or the zip codes; a moved counter forgets everything.
import { rawGet } from '../../engine/raw.js';
import type { Queryable } from '../../engine/store.js';

/** How many filters are remembered (the least recently used is forgotten first). */
export const REMEMBERED_SEARCHES = 500;

export interface SearchMemory {
  /** The remembered ids of a filter, or those `compute` finds now (and remembers). */
  ids(key: string, compute: () => Promise<number[]>): Promise<number[]>;
}

export function searchMemory(db: Queryable, capacity = REMEMBERED_SEARCHES): SearchMemory {
  let seen: unknown = null;
  const remembered = new Map<string, number[]>();
  return {
    async ids(key, compute) {
      const now = (await rawGet<{ n: number }>(db, 'select n from open_jobs_generation where id = 1'))?.n;
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
