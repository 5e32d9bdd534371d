// Reads of stored files more than one area makes (issue 30): a file by its key, the photos and
// files of many jobs, messages, reference jobs or companies' logos in one statement each (a page's
// statements do not grow with its rows), and which keys rows still name (the sweep). Removed files
// are never among them.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Photo, StoredFile } from '@opgavetorvet/contracts';
import { dialectOf, fragment } from '../engine/dialect.js';
import type { Queryable } from '../engine/store.js';
import { perDatabase } from '../per-database.js';
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

/** The owners' files as photos, in their order, by owner: one statement per kind of owner. */
function ownerStatement(db: Queryable, owner: AnySQLiteColumn) {
  return db
    .select({
      owner: sql<number>`${owner}`,
      key: files.key,
      kind: files.kind,
      name: files.name,
      bytes: files.bytes,
      width: files.width,
      height: files.height,
      widths: files.widths,
      caption: files.caption,
    })
    .from(files)
    .where(and(fragment(dialectOf(db).inIdList, owner, sql.placeholder('ids')), isNull(files.removedAt)))
    .orderBy(asc(owner), asc(files.sortOrder), asc(files.id))
    .prepare();
}

// Prepared once per database: the open-jobs list and the booking list ask on every page.
const ownerStatements = perDatabase((db: Queryable) => ({
  jobIds: ownerStatement(db, files.jobId),
  messageIds: ownerStatement(db, files.messageId),
  referenceIds: ownerStatement(db, files.referenceId),
  logoCompanyIds: ownerStatement(db, files.logoCompanyId),
}));

function ownerIdsOf(owners: FilesOwners): { kind: keyof ReturnType<typeof ownerStatements>; ids: number[] } {
  if ('jobIds' in owners) return { kind: 'jobIds', ids: owners.jobIds };
  if ('messageIds' in owners) return { kind: 'messageIds', ids: owners.messageIds };
  if ('referenceIds' in owners) return { kind: 'referenceIds', ids: owners.referenceIds };
  return { kind: 'logoCompanyIds', ids: owners.logoCompanyIds };
}

/**
 * The files of each owner in their order, in one statement: a map from the owner's id to its
 * files as photos (a PDF's caption is null); an owner without files is not in the map.
 */
export async function filesOf(db: Queryable, owners: FilesOwners): Promise<Map<number, Photo[]>> {
  const { kind, ids } = ownerIdsOf(owners);
  const result = new Map<number, Photo[]>();
  if (ids.length === 0) return result;
  const rows = await ownerStatements(db)[kind].all({ ids: JSON.stringify([...new Set(ids)]) });
  for (const { owner, ...photo } of rows) {
    const list = result.get(owner);
    if (list) list.push(photo);
    else result.set(owner, [photo]);
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
