// Uploads become part of something (issue 30), in the caller's transaction: a job's photos, a
// message's files, a company's logo or a reference job's photos. Only the uploader's own uploads,
// made for that purpose and not yet attached or removed, may be attached; the owner's count stays
// within its limit; a logo replaces the one before. Removing marks rows removed (who asked and why
// stay on the row) and the sweep then deletes every size of them. The caller has checked that the
// caller may change the owner (its job, its company); this module checks the files.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FilePurpose, PhotoInput } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import type { FileRow } from '../../db/queries/files.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../danish.js';
import { uploadedBy, type FileUploader } from './uploader.js';

/** What files are attached to. */
export type FileOwner = { job: number } | { message: number } | { logo: number } | { reference: number };

export interface AttachFiles {
  /** The files in the order they are shown, each with its caption (ignored for a PDF). */
  files: readonly PhotoInput[];
  to: FileOwner;
  /** Who uploaded them: the caller's account and session (uploaderOf(request)). */
  by: FileUploader;
  /** The most files the owner may have in all (JOB_PHOTOS_MAX, MESSAGE_FILES_MAX, …). */
  max: number;
}

function ownerOf(to: FileOwner) {
  if ('job' in to)
    return { purpose: 'job' as FilePurpose, column: files.jobId, id: to.job, set: { jobId: to.job } };
  if ('message' in to)
    return {
      purpose: 'message' as FilePurpose,
      column: files.messageId,
      id: to.message,
      set: { messageId: to.message },
    };
  if ('logo' in to)
    return {
      purpose: 'logo' as FilePurpose,
      column: files.logoCompanyId,
      id: to.logo,
      set: { logoCompanyId: to.logo },
    };
  return {
    purpose: 'reference' as FilePurpose,
    column: files.referenceId,
    id: to.reference,
    set: { referenceId: to.reference },
  };
}

const unknownFile = () => new AppError(400, 'errors:::file_unknown');
const captionOf = (input: PhotoInput) => input.caption?.trim() || null;

/** The owner's files now, in their order. */
async function currentFiles(tx: Queryable, to: FileOwner): Promise<FileRow[]> {
  const owner = ownerOf(to);
  return await tx
    .select()
    .from(files)
    .where(and(eq(owner.column, owner.id), isNull(files.removedAt)))
    .orderBy(files.sortOrder, files.id)
    .all();
}

/** Checks that every key is the uploader's own upload for this purpose, not attached or removed. */
async function attachable(tx: Queryable, keys: string[], purpose: FilePurpose, by: FileUploader) {
  if (keys.length === 0) return [];
  if (new Set(keys).size !== keys.length) throw unknownFile();
  const rows = await tx.select().from(files).where(inArray(files.key, keys)).all();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    if (
      !row ||
      row.removedAt !== null ||
      row.attachedAt !== null ||
      row.purpose !== purpose ||
      !uploadedBy(row, by)
    )
      throw unknownFile();
    return row;
  });
}

/** Marks these files removed; the sweep deletes their objects. Returns the rows it removed. */
export async function removeFiles(tx: Queryable, keys: string[], reason: string): Promise<FileRow[]> {
  if (keys.length === 0) return [];
  return await tx
    .update(files)
    .set({ removedAt: nowSeconds(), removedReason: reason })
    .where(and(inArray(files.key, keys), isNull(files.removedAt)))
    .returning()
    .all();
}

/** Places the rows on the owner in this order, each with its caption. */
async function place(tx: Queryable, to: FileOwner, list: { row: FileRow; caption: string | null }[]) {
  const owner = ownerOf(to);
  const now = nowSeconds();
  for (const [sortOrder, { row, caption }] of list.entries()) {
    const changed = await tx
      .update(files)
      .set({ ...owner.set, sortOrder, caption, attachedAt: row.attachedAt ?? now })
      .where(and(eq(files.id, row.id), isNull(files.removedAt)))
      .run();
    if (changed.changes !== 1) throw unknownFile();
  }
}

/**
 * Adds uploads after the owner's files (a logo replaces the one before). Throws 400
 * errors:::file_unknown for a key that is not the uploader's own unattached upload for this
 * purpose, errors:::files_too_many when the owner would pass `max`. Returns the attached rows.
 */
export async function attachFiles(tx: Queryable, request: AttachFiles): Promise<FileRow[]> {
  const { purpose } = ownerOf(request.to);
  const rows = await attachable(
    tx,
    request.files.map((file) => file.key),
    purpose,
    request.by,
  );
  if (rows.length === 0) return [];
  let current = await currentFiles(tx, request.to);
  if ('logo' in request.to && current.length > 0) {
    await removeFiles(
      tx,
      current.map((row) => row.key),
      'replaced',
    );
    current = [];
  }
  if (current.length + rows.length > request.max)
    throw new AppError(400, 'errors:::files_too_many', { max: request.max });
  await place(tx, request.to, [
    ...current.map((row) => ({ row, caption: row.caption })),
    ...rows.map((row, i) => ({ row, caption: captionOf(request.files[i]!) })),
  ]);
  return rows;
}

/**
 * Makes the owner's files exactly this list, in this order, with these captions: files it has
 * keep their place in the list, new uploads are attached (checked as attachFiles does), and files
 * not in the list are removed with `removedReason` 'owner'. Returns the files it removed.
 */
export async function setAttachedFiles(tx: Queryable, request: AttachFiles): Promise<FileRow[]> {
  const { purpose } = ownerOf(request.to);
  if (request.files.length > request.max)
    throw new AppError(400, 'errors:::files_too_many', { max: request.max });
  const current = await currentFiles(tx, request.to);
  const had = new Map(current.map((row) => [row.key, row]));
  const added = await attachable(
    tx,
    request.files.map((file) => file.key).filter((key) => !had.has(key)),
    purpose,
    request.by,
  );
  const addedByKey = new Map(added.map((row) => [row.key, row]));
  const wanted = new Set(request.files.map((file) => file.key));
  if (wanted.size !== request.files.length) throw unknownFile();
  const removed = await removeFiles(
    tx,
    current.filter((row) => !wanted.has(row.key)).map((row) => row.key),
    'owner',
  );
  await place(
    tx,
    request.to,
    request.files.map((file) => ({
      row: had.get(file.key) ?? addedByKey.get(file.key)!,
      caption: captionOf(file),
    })),
  );
  return removed;
}
