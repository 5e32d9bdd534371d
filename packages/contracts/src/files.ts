// Photos and files (issue 30): what an upload answers, how a stored image or PDF is named in a
// reply, the limits, and the one place the address of a stored file is built. The service reads
// the type from the file's own bytes, re-encodes images (sizes FILE_IMAGE_WIDTHS, WebP and a JPEG
// fallback, no metadata) and keeps PDFs as sent; every file is served under the access rules of
// what it belongs to (a job, a message, a company's public profile).
import { Type, type Static } from 'typebox';
import { LiteralUnion } from './common.js';
import { FILE_REPORT_REASON_MAX, PHOTO_CAPTION_MAX } from './file-limits.js';

/** The widths an image is stored in; an image narrower than one is not enlarged to it. */
export const FILE_IMAGE_WIDTHS = [320, 800, 1600] as const;
export type FileImageWidth = (typeof FILE_IMAGE_WIDTHS)[number];
/** The formats each width is stored in: WebP for browsers that read it, JPEG for the rest. */
export const FILE_IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type FileImageFormat = (typeof FILE_IMAGE_FORMATS)[number];

// The limits are plain numbers of their own module (no TypeBox: a page that needs only a number
// does not load the schema library with it).
export {
  FILE_BYTES_MAX,
  FILE_PIXELS_MAX,
  JOB_PHOTOS_MAX,
  MESSAGE_FILES_MAX,
  COMPANY_REFERENCES_MAX,
  REFERENCE_PHOTOS_MAX,
  REFERENCE_TITLE_MAX,
  REFERENCE_TEXT_MAX,
  PHOTO_CAPTION_MAX,
  FILE_NAME_MAX,
  FILE_UPLOADS_PER_DAY,
  FILE_REPORT_REASON_MAX,
} from './file-limits.js';

/** What an upload is for; it decides who may later see the file and how many one thing takes. */
export const FILE_PURPOSES = ['job', 'message', 'logo', 'reference'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const FilePurpose = LiteralUnion(FILE_PURPOSES);

export const FILE_KINDS = ['image', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** A stored file's name in addresses and bodies: 22 random URL-safe characters. */
export const FileKey = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', 'x-error': 'errors:::file_unknown' });
export type FileKey = Static<typeof FileKey>;

/** POST /api/filer?purpose=…: the query; the body is multipart with one part named `file`. */
export const UploadQuery = Type.Object({ purpose: FilePurpose }, { additionalProperties: false });
export type UploadQuery = Static<typeof UploadQuery>;

/** DELETE /api/filer/:key: an upload not yet part of anything, removed by its uploader. */
export const FileParams = Type.Object({ key: FileKey }, { additionalProperties: false });
export type FileParams = Static<typeof FileParams>;

/**
 * GET /filer/:key/:file: one size of an image (`800.webp`, `320.jpg`) or a PDF under any name
 * (downloadUrl's). Plain text: an address that names no file is 404, not a validation error.
 */
export const FileAddressParams = Type.Object(
  { key: Type.String(), file: Type.String() },
  { additionalProperties: false },
);
export type FileAddressParams = Static<typeof FileAddressParams>;

/**
 * A stored file as replies name it. `widths` are the sizes an image has (empty for a PDF);
 * `name` is the name it was sent with (what a PDF downloads as).
 */
export const StoredFile = Type.Object({
  key: FileKey,
  kind: LiteralUnion(FILE_KINDS),
  name: Type.String(),
  bytes: Type.Integer({ minimum: 0 }),
  width: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  height: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  widths: Type.Array(Type.Integer({ minimum: 1 })),
});
export type StoredFile = Static<typeof StoredFile>;

/** The reply of an upload (201): the file, not yet part of anything until a call names it. */
export const UploadReply = StoredFile;
export type UploadReply = Static<typeof UploadReply>;

/** A photo shown with its caption (the caption is its alt text). */
export const Photo = Type.Object({
  ...StoredFile.properties,
  caption: Type.Union([Type.String(), Type.Null()]),
});
export type Photo = Static<typeof Photo>;

/** A photo as a body names it: an uploaded file and its caption. */
export const PhotoInput = Type.Object(
  {
    key: FileKey,
    caption: Type.Optional(Type.String({ maxLength: PHOTO_CAPTION_MAX })),
  },
  { additionalProperties: false },
);
export type PhotoInput = Static<typeof PhotoInput>;

/** A body's list of photos, in the order they are shown. */
export function PhotoList(maxItems: number) {
  return Type.Array(PhotoInput, { maxItems, 'x-error': 'errors:::photos_too_many' });
}

/** "Anmeld billede": a report of a photo or file, to the administrator. */
export const FileReportBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: FILE_REPORT_REASON_MAX }) },
  { additionalProperties: false },
);
export type FileReportBody = Static<typeof FileReportBody>;

export { imageUrl, imageSrcSet, downloadUrl } from './file-addresses.js';
