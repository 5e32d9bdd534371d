// Rules of the company's logo and reference jobs (issue 30) beyond their schemas: they are photos,
// so a PDF uploaded for them is refused by name; a company has at most COMPANY_REFERENCES_MAX
// references. Each throws a 400 with the Danish text; the caller's transaction then changes nothing.
import { COMPANY_REFERENCES_MAX } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

/** Refuses the first file that is not an image (a PDF). */
export function onlyImages(files: readonly { kind: string; name: string }[]): void {
  const pdf = files.find((file) => file.kind !== 'image');
  if (pdf) throw new AppError(400, 'errors:::photo_not_image', { name: pdf.name });
}

/** Refuses a new reference when the company has COMPANY_REFERENCES_MAX already. */
export function checkRoomForReference(count: number): void {
  if (count >= COMPANY_REFERENCES_MAX)
    throw new AppError(400, 'errors:::references_too_many', { max: COMPANY_REFERENCES_MAX });
}
