// The orphan sweep (issue 30), run hourly by the scheduler (plugins/app/files.ts). An object is
// written before the row that names it commits, so a failed or interrupted upload can leave objects
// no row names; and a removed file (replaced, deleted by its owner or the administrator, its job
// deleted) keeps or loses its row while its objects stay. The sweep deletes every object no live
// row names once it is older than a grace period (longer than any upload takes between writing
// its objects and committing its row), and first the rows of uploads never attached to anything
// within a day, so their objects go in the same pass.
import { and, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/engine/store.js';
import { liveKeys } from '../../db/queries/files.js';
import { files } from '../../db/schema/index.js';
import { keyOfObject } from './names.js';
import type { FileStore } from './store.js';

/** An object is an orphan only once it is this old (seconds). */
export const ORPHAN_GRACE_SECONDS = 60 * 60;
/** An upload not attached to anything within this long is deleted (seconds). */
export const UNATTACHED_MAX_SECONDS = 24 * 60 * 60;
/** Keys asked of the database at once. */
const KEYS_PER_LOOK = 500;

/**
 * Deletes the objects older than `before` (unix seconds) whose key `known` does not answer for.
 * Returns the names it deleted.
 */
export async function sweepOrphans(
  store: FileStore,
  known: (keys: string[]) => Promise<Set<string>>,
  before: number,
): Promise<string[]> {
  const deleted: string[] = [];
  let batch: string[] = [];
  const settle = async () => {
    const alive = await known([...new Set(batch.map(keyOfObject))]);
    const orphans = batch.filter((name) => !alive.has(keyOfObject(name)));
    await store.remove(orphans);
    deleted.push(...orphans);
    batch = [];
  };
  for await (const object of store.list()) {
    if (object.modifiedAt >= before) continue;
    batch.push(object.name);
    if (batch.length >= KEYS_PER_LOOK) await settle();
  }
  if (batch.length > 0) await settle();
  return deleted;
}

export interface SweepResult {
  /** Rows of uploads never attached, deleted. */
  unattached: number;
  /** Objects no live row named, deleted. */
  objects: number;
}

/** The whole sweep at `now` (unix seconds). */
export async function sweepFiles(db: Queryable, store: FileStore, now: number): Promise<SweepResult> {
  const staleWhere = and(isNull(files.attachedAt), lt(files.createdAt, now - UNATTACHED_MAX_SECONDS));
  // Looked for first: most hours there is none, and then the sweep writes nothing.
  const stale = (await db.select({ id: files.id }).from(files).where(staleWhere).limit(1).get())
    ? await db.delete(files).where(staleWhere).returning({ key: files.key }).all()
    : [];
  const objects = await sweepOrphans(store, (keys) => liveKeys(db, keys), now - ORPHAN_GRACE_SECONDS);
  return { unattached: stale.length, objects: objects.length };
}
