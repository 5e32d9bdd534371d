// The photos of a create-job draft (issue 30): the uploads of this visit (each a stored file and its
// caption) are kept with the typed fields, so a reload or a slow connection does not lose them. A
// stored draft is outside data, so each photo is read back only when every part of it has the shape
// the service gave it (a file key, an image's sizes, a caption within its limit), and at most
// JOB_PHOTOS_MAX of them, each once.
import {
  FILE_NAME_MAX,
  FileKey,
  JOB_PHOTOS_MAX,
  PHOTO_CAPTION_MAX,
  type StoredFile,
} from '@opgavetorvet/contracts';
import type { PickedFile } from '@opgavetorvet/ui/media';
import { isRecord } from './is-record';

/** A photo as the draft writes it: the stored file and its caption. */
export interface DraftPhoto {
  file: StoredFile;
  caption: string;
}

const KEY = new RegExp((FileKey as { pattern?: string }).pattern ?? '^$');

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The stored image a draft names, or null when any part of it is not as the service gives it. */
function storedImageOf(value: unknown): StoredFile | null {
  if (!isRecord(value)) return null;
  const { key, kind, name, bytes, width, height, widths } = value;
  if (typeof key !== 'string' || !KEY.test(key) || kind !== 'image') return null;
  if (typeof name !== 'string' || name.length > FILE_NAME_MAX) return null;
  if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) return null;
  if (!(width === null || isSize(width)) || !(height === null || isSize(height))) return null;
  if (!Array.isArray(widths) || !widths.every(isSize)) return null;
  return { key, kind, name, bytes, width, height, widths: [...widths] };
}

/** The photos a stored draft gives back (uploads of this visit, so not attached to anything yet). */
export function draftPhotosOf(value: unknown): PickedFile[] {
  if (!Array.isArray(value)) return [];
  const photos: PickedFile[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (photos.length === JOB_PHOTOS_MAX) break;
    if (!isRecord(entry)) continue;
    const file = storedImageOf(entry.file);
    const caption = entry.caption ?? '';
    if (!file || seen.has(file.key) || typeof caption !== 'string' || caption.length > PHOTO_CAPTION_MAX)
      continue;
    seen.add(file.key);
    photos.push({ file, caption });
  }
  return photos;
}

/** The photos as a draft writes them (the picker's own marks left out). */
export function storedDraftPhotos(photos: readonly PickedFile[]): DraftPhoto[] {
  return photos.map(({ file, caption }) => ({ file, caption }));
}
