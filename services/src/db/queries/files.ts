// Reads of stored files more than one area makes (issue 30): a file by its key, the photos and
// files of many jobs, messages, reference jobs or companies' logos in one statement each (a page's
// statements do not grow with its rows), and which keys rows still name (the sweep). Removed files
// are never among them.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Photo, StoredFile } from '@opgavetorvet/contracts';
import type { Queryable } from '../engine/store.js';
import { files } from '../schema/index.js';

export type FileRow = typeof files.$inferSelect;

/** A stored file as replies name it. */
export function storedFileOf(row: FileRow): StoredFile {
  return {
    key: row.key,
    kind: row.kind,
    name: row.name,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    widths: row.widths,
  };
}

export function photoOf(row: FileRow): Photo {
  return { ...storedFileOf(row), caption: row.caption };
}

/** The file by its key, removed or not (the caller decides what a removed one means). */
export async function fileByKey(db: Queryable, key: string): Promise<FileRow | undefined> {
  return await db.select().from(files).where(eq(files.key, key)).get();
}

/** What the files are asked of: one kind of owner and its ids. */
export type FilesOwners =
  { jobIds: number[] } | { messageIds: number[] } | { referenceIds: number[] } | { logoCompanyIds: number[] };

function ownerColumn(owners: FilesOwners) {
  if ('jobIds' in owners) return { column: files.jobId, ids: owners.jobIds, of: (row: FileRow) => row.jobId };
  if ('messageIds' in owners)
    return { column: files.messageId, ids: owners.messageIds, of: (row: FileRow) => row.messageId };
  if ('referenceIds' in owners)
    return { column: files.referenceId, ids: owners.referenceIds, of: (row: FileRow) => row.referenceId };
  return { column: files.logoCompanyId, ids: owners.logoCompanyIds, of: (row: FileRow) => row.logoCompanyId };
}

/**
 * The files of each owner in their order, in one statement: a map from the owner's id to its
 * files as photos (a PDF's caption is null); an owner without files is not in the map.
 */
export async function filesOf(db: Queryable, owners: FilesOwners): Promise<Map<number, Photo[]>> {
  const { column, ids, of } = ownerColumn(owners);
  const result = new Map<number, Photo[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(column, [...new Set(ids)]), isNull(files.removedAt)))
    .orderBy(asc(column), asc(files.sortOrder), asc(files.id))
    .all();
  for (const row of rows) {
    const owner = of(row);
    if (owner === null) continue;
    const list = result.get(owner) ?? [];
    list.push(photoOf(row));
    result.set(owner, list);
  }
  return result;
}

/** Of these keys, those a row names that is not removed. */
export async function liveKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(inArray(files.key, keys), isNull(files.removedAt)))
    .all();
  return new Set(rows.map((row) => row.key));
}
