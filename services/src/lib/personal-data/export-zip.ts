// "Hent mine data" as a ZIP (issue 32), built with yazl as it is sent: one JSON file per table of
// export-tables.ts (data/<table>.json, the person's rows), and the person's photos and attachments
// from the file store (files/<key>.<format>: an image's largest stored size, a PDF as it was sent),
// each read from the store only when its turn comes. The rows are read first, so a store that
// fails midway cuts the download short rather than mixing states.
import { and, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileImageFormat } from '@opgavetorvet/contracts';
import { FILE_IMAGE_FORMATS } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { files } from '../../db/schema/index.js';
import { imageObjectName, pdfObjectName } from '../files/names.js';
import type { FileStore } from '../files/store.js';
import { exportedTables, exportedRows } from './export-tables.js';
import type { Person } from './person.js';

/** The object a file is exported as, and its name in the ZIP. */
function exportedObject(file: { key: string; kind: 'image' | 'pdf'; widths: number[] }) {
  if (file.kind === 'pdf') return { object: pdfObjectName(file.key), entry: `files/${file.key}.pdf` };
  const width = Math.max(...file.widths);
  // JPEG opens everywhere; every stored size has both formats.
  const format: FileImageFormat = FILE_IMAGE_FORMATS.includes('jpg') ? 'jpg' : FILE_IMAGE_FORMATS[0];
  return { object: imageObjectName(file.key, width, format), entry: `files/${file.key}.${format}` };
}

/** The ZIP's stream: every exported table's rows, then the person's live files. */
export async function personalDataZip(db: Queryable, store: FileStore, person: Person): Promise<Readable> {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, entry] of Object.entries(exportedTables())) {
    const rows = await exportedRows(db, entry, person);
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `data/${name}.json`, { mtime });
  }
  const live = await db
    .select({ key: files.key, kind: files.kind, widths: files.widths })
    .from(files)
    .where(and(exportedTables().files!.where(person), isNull(files.removedAt)))
    .all();
  for (const file of live) {
    if (file.kind === 'image' && file.widths.length === 0) continue;
    const { object, entry } = exportedObject(file);
    zip.addReadStreamLazy(entry, { mtime, compress: false }, (done) => {
      store.open(object).then(
        (found) => {
          if (found) done(null, found.body);
          // An object the sweep or a failed upload lost: an empty entry, the rest still comes.
          else done(null, Readable.from([]));
        },
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** The download's file name: opgavetorvet-data-<date>.zip. */
export function exportFileName(now = new Date()): string {
  return `opgavetorvet-data-${now.toISOString().slice(0, 10)}.zip`;
}
