// A company's logo and reference jobs (issue 30), edited on /firma/oplysninger and shown publicly on
// its profile /{slug} (the logo also on the directory cards and the offers a customer reads). The
// logo is one uploaded image (purpose 'logo'); a reference job is a title, a short text and up to
// REFERENCE_PHOTOS_MAX photos (purpose 'reference') with captions, at most COMPANY_REFERENCES_MAX.
import { Type, type Static } from 'typebox';
import { Filled, Id, MAX_ID } from './common.js';
import {
  FileKey,
  Photo,
  PhotoList,
  REFERENCE_PHOTOS_MAX,
  REFERENCE_TEXT_MAX,
  REFERENCE_TITLE_MAX,
  StoredFile,
} from './files.js';

/** A company's logo in a reply: the stored image, or null without one. */
export const CompanyLogo = Type.Union([StoredFile, Type.Null()]);
export type CompanyLogo = Static<typeof CompanyLogo>;

/** PUT /api/firma/logo: an uploaded image (purpose 'logo') becomes the logo; the one before goes. */
export const CompanyLogoBody = Type.Object({ key: FileKey }, { additionalProperties: false });
export type CompanyLogoBody = Static<typeof CompanyLogoBody>;

/** GET /api/firma/logo, and PUT's reply (then never null). DELETE answers 204. */
export const CompanyLogoReply = Type.Object({ logo: CompanyLogo });
export type CompanyLogoReply = Static<typeof CompanyLogoReply>;

/** A reference job as the profile shows it: its photos in their order, with their captions. */
export const CompanyReference = Type.Object({
  id: Id,
  title: Type.String(),
  text: Type.String(),
  photos: Type.Array(Photo),
});
export type CompanyReference = Static<typeof CompanyReference>;

/**
 * POST /api/firma/referencer (a new one, last) and PUT /api/firma/referencer/:id (the whole
 * reference as it is to be: photos not in the list are removed). A title is required; the text may
 * be left out or empty (''). Photos are the company's own uploads for 'reference', or the
 * reference's own.
 */
export const CompanyReferenceBody = Type.Object(
  {
    title: Filled(REFERENCE_TITLE_MAX, 'errors:::reference_title_empty'),
    text: Type.Optional(Type.String({ maxLength: REFERENCE_TEXT_MAX })),
    photos: PhotoList(REFERENCE_PHOTOS_MAX),
  },
  { additionalProperties: false },
);
export type CompanyReferenceBody = Static<typeof CompanyReferenceBody>;

export const CompanyReferenceParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: MAX_ID, 'x-error': 'errors:::reference_unknown' }) },
  { additionalProperties: false },
);
export type CompanyReferenceParams = Static<typeof CompanyReferenceParams>;

/** GET /api/firma/referencer: the company's own references in their order. */
export const CompanyReferencesReply = Type.Object({ references: Type.Array(CompanyReference) });
export type CompanyReferencesReply = Static<typeof CompanyReferencesReply>;
