// The value of a photo picker (the files a form will save, in their order, with their captions) and
// the plain rules around it: from a saved record's photos, to a body's PhotoInput list, moving one,
// and whether a chosen file is of a type the picker takes.
import type { Photo, PhotoInput, StoredFile } from '@opgavetorvet/contracts';

/** One file of a picker's value. */
export interface PickedFile {
  file: StoredFile;
  /** Its caption (its alt text), '' for none. */
  caption: string;
  /**
   * Part of a saved record already (a job's photo being edited): removing it only takes it out of
   * the value, the save detaches it. An upload of this visit is not attached and is deleted.
   */
  attached?: boolean;
}

/** The value for a picker over a saved record's photos. */
export function pickedFromPhotos(photos: readonly Photo[]): PickedFile[] {
  return photos.map(({ caption, ...file }) => ({ file, caption: caption ?? '', attached: true }));
}

/** The value as a body names it (PhotoInput list, in the shown order; an empty caption left out). */
export function photoInputsOf(value: readonly PickedFile[]): PhotoInput[] {
  return value.map(({ file, caption }) => {
    const text = caption.trim();
    return text === '' ? { key: file.key } : { key: file.key, caption: text };
  });
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Whether a file's type is one of an `accept` list's (`image/*,application/pdf`). A file the browser
 * gives no type (some phones' HEIC) goes to the service, which reads the type from its bytes.
 */
export function acceptsFile(accept: string, file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type === '') return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      return entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry;
    });
}
