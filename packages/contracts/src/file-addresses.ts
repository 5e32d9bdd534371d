// The addresses of stored files (issue 30): one size of an image, an image's srcset, a file's
// download. Free of the schemas (only types are imported), so a page that only draws thumbnails
// can take them from '@opgavetorvet/contracts/file-addresses' without the schema library.
import type { FileImageFormat, StoredFile } from './files.js';

/** The address of one size of a stored image. */
export function imageUrl(key: string, width: number, format: FileImageFormat = 'webp'): string {
  return `/filer/${key}/${width}.${format}`;
}

/** `srcset` of an image in one format, over the widths it has. */
export function imageSrcSet(file: Pick<StoredFile, 'key' | 'widths'>, format: FileImageFormat): string {
  return file.widths.map((width) => `${imageUrl(file.key, width, format)} ${width}w`).join(', ');
}

/** The address a PDF (or any stored file) downloads from, under the name it was sent with. */
export function downloadUrl(file: Pick<StoredFile, 'key' | 'name'>): string {
  return `/filer/${file.key}/${encodeURIComponent(file.name)}`;
}
