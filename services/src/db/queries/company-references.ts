// A company's presentation (issue 30), read by its own settings (company-settings) and by its public
// profile (company-profile): its reference jobs with their photos in one statement however many
// references and photos it has, its logo (many companies' logos in one statement), and how many
// references it has. Removed photos are never among them.
import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type { CompanyReference, StoredFile } from '@opgavetorvet/contracts';
import type { Queryable } from '../engine/store.js';
import { companyReferences, files } from '../schema/index.js';
import { filesOf } from './files.js';

/** The company's references in their order, each with its photos in theirs: one statement. */
export async function referencesOf(db: Queryable, companyId: number): Promise<CompanyReference[]> {
  const rows = await db
    .select({
      id: companyReferences.id,
      title: companyReferences.title,
      text: companyReferences.text,
      photo: {
        key: files.key,
        kind: files.kind,
        name: files.name,
        bytes: files.bytes,
        width: files.width,
        height: files.height,
        widths: files.widths,
        caption: files.caption,
      },
    })
    .from(companyReferences)
    .leftJoin(files, and(eq(files.referenceId, companyReferences.id), isNull(files.removedAt)))
    .where(eq(companyReferences.companyId, companyId))
    .orderBy(asc(companyReferences.sortOrder), asc(companyReferences.id), asc(files.sortOrder), asc(files.id))
    .all();
  const references: CompanyReference[] = [];
  for (const { photo, ...reference } of rows) {
    let last = references.at(-1);
    if (last?.id !== reference.id) {
      last = { ...reference, photos: [] };
      references.push(last);
    }
    if (photo) last.photos.push(photo);
  }
  return references;
}

/** The companies' logos by company id (one without a logo is not in the map): one statement. */
export async function logosOf(db: Queryable, companyIds: number[]): Promise<Map<number, StoredFile>> {
  const logos = new Map<number, StoredFile>();
  for (const [companyId, [photo]] of await filesOf(db, { logoCompanyIds: companyIds })) {
    if (!photo) continue;
    const { caption: _caption, ...logo } = photo;
    logos.set(companyId, logo);
  }
  return logos;
}

/** The company's logo, or null: one statement. */
export async function logoOf(db: Queryable, companyId: number): Promise<StoredFile | null> {
  return (await logosOf(db, [companyId])).get(companyId) ?? null;
}

/** How many references the company has, and the place after its last. */
export async function referenceCount(
  db: Queryable,
  companyId: number,
): Promise<{ count: number; nextPosition: number }> {
  const row = await db
    .select({ count: count(), last: max(companyReferences.sortOrder) })
    .from(companyReferences)
    .where(eq(companyReferences.companyId, companyId))
    .get();
  return { count: row?.count ?? 0, nextPosition: row?.last === null || !row ? 0 : row.last + 1 };
}
