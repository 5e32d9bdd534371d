// How stored files are named: a file's key (22 random URL-safe characters, its name in addresses and
// bodies), the names of its objects in the store (`<key>/<width>.<format>` for each size of an image,
// `<key>/original.pdf` for a PDF), and the name it was sent with, cleaned for keeping and for a
// download's Content-Disposition.
import { randomBytes } from 'node:crypto';
import { FILE_IMAGE_FORMATS, FILE_NAME_MAX, type FileImageFormat } from '@opgavetorvet/contracts';

/** The bytes behind a key: 16 random bytes are 22 base64url characters. */
const KEY_BYTES = 16;
/** The longest extension a shortened name keeps. */
const EXTENSION_KEPT = 10;

export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newFileKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

export const CONTENT_TYPES: Record<FileImageFormat | 'pdf', string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The object of one size of an image. */
export function imageObjectName(key: string, width: number, format: FileImageFormat): string {
  return `${key}/${width}.${format}`;
}

/** The object of a PDF, kept as sent. */
export function pdfObjectName(key: string): string {
  return `${key}/original.pdf`;
}

/** Every object of a stored file. */
export function objectNamesOf(file: { key: string; kind: 'image' | 'pdf'; widths: number[] }): string[] {
  if (file.kind === 'pdf') return [pdfObjectName(file.key)];
  return file.widths.flatMap((width) =>
    FILE_IMAGE_FORMATS.map((format) => imageObjectName(file.key, width, format)),
  );
}

/** The key an object belongs to (the part before the first slash). */
export function keyOfObject(name: string): string {
  const slash = name.indexOf('/');
  return slash === -1 ? name : name.slice(0, slash);
}

/** An image size in an address (`800.webp`): its width and format, or null. */
export function imageSizeOf(file: string): { width: number; format: FileImageFormat } | null {
  const match = /^([1-9][0-9]{0,4})\.(webp|jpg)$/.exec(file);
  return match ? { width: Number(match[1]), format: match[2] as FileImageFormat } : null;
}

/**
 * The name a file was sent with, as kept: the last part of a path, without control characters
 * and surrounding blanks, at most FILE_NAME_MAX characters (the extension kept); 'fil' when empty.
 */
export function cleanFileName(sent: string | undefined): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const plain = last.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (plain === '') return 'fil';
  const chars = [...plain];
  if (chars.length <= FILE_NAME_MAX) return plain;
  const dot = plain.lastIndexOf('.');
  const extension = dot > 0 ? [...plain.slice(dot)].slice(0, EXTENSION_KEPT).join('') : '';
  return chars.slice(0, FILE_NAME_MAX - [...extension].length).join('') + extension;
}

/** Content-Disposition of a download under its own name (RFC 6266: an ASCII stand-in and UTF-8). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
