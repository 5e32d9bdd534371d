// The limits of photos and files (issue 30): plain values in a module without TypeBox (like
// page-sizes.ts), so a front end that needs only a number — the photo picker, the gallery's report
// form, a message's file picker — does not load the schema library with it. files.ts and
// messages.ts re-export them beside their schemas.

/** The largest file taken, in bytes (10 MB). */
export const FILE_BYTES_MAX = 10 * 1024 * 1024;
/** The most pixels an image may have (width × height); more is refused as a decompression bomb. */
export const FILE_PIXELS_MAX = 100_000_000;
/** Photos on one job. */
export const JOB_PHOTOS_MAX = 10;
/** Files attached to one message. */
export const MESSAGE_FILES_MAX = 5;
/** Reference jobs on a company's profile, and photos on one of them. */
export const COMPANY_REFERENCES_MAX = 20;
export const REFERENCE_PHOTOS_MAX = 12;
export const REFERENCE_TITLE_MAX = 120;
export const REFERENCE_TEXT_MAX = 1000;
/** A photo's caption (its alt text). */
export const PHOTO_CAPTION_MAX = 200;
/** The name a file was sent with is kept up to this many characters (what a PDF downloads as). */
export const FILE_NAME_MAX = 200;
/** Files one account (or, for a visitor, one address) may upload in a day. */
export const FILE_UPLOADS_PER_DAY = 200;
/** A report of a photo or file: its reason's length. */
export const FILE_REPORT_REASON_MAX = 500;
/** What a message's file picker takes: photos and PDFs (the service reads the type from the bytes). */
export const MESSAGE_FILES_ACCEPT = 'image/*,application/pdf';
