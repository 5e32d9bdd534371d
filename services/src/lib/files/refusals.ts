// The refusals of an upload, each naming the file and why in the user's language (issue 30): too
// big, not an image or a PDF, too many pixels, a HEIC photo this image library cannot read, a
// picture that cannot be read at all. A refused file stores nothing.
import { FILE_BYTES_MAX, FILE_PIXELS_MAX } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

const MEGA = 1_000_000;
const MEBI = 1024 * 1024;

export const fileRefusal = {
  tooBig: (name: string) => new AppError(413, 'errors:::file_too_big', { name, max: FILE_BYTES_MAX / MEBI }),
  notTaken: (name: string) => new AppError(415, 'errors:::file_type', { name }),
  /** A PDF sent where only photos go (a job, a logo, a reference job). */
  notImage: (name: string) => new AppError(415, 'errors:::photo_not_image', { name }),
  tooManyPixels: (name: string) =>
    new AppError(400, 'errors:::file_too_many_pixels', { name, max: FILE_PIXELS_MAX / MEGA }),
  heic: (name: string) => new AppError(415, 'errors:::file_heic', { name }),
  unreadable: (name: string) => new AppError(400, 'errors:::file_unreadable', { name }),
};
