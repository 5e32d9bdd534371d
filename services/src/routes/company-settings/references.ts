// The company's reference jobs (issue 30), shown on its profile /{slug}: GET /api/firma/referencer
// lists its own; POST adds one last (at most COMPANY_REFERENCES_MAX); PUT /:id makes one what the
// body says (photos not in the list are removed); DELETE /:id removes it with its photos (204). The
// row and its photos are written in one transaction: a refused photo (not the company's own upload
// for 'reference', a PDF, past REFERENCE_PHOTOS_MAX) leaves no reference and no change. Another
// company's reference, or one that does not exist, is 404 (ownership is part of each statement).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  CompanyReference,
  CompanyReferenceBody,
  CompanyReferenceParams,
  CompanyReferencesReply,
  REFERENCE_PHOTOS_MAX,
  errorResponses,
  type CompanyReference as Reference,
  type CompanyReferenceBody as Body,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { referenceCount, referencesOf } from '../../db/queries/company-references.js';
import { filesOf } from '../../db/queries/files.js';
import { companyReferences } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { attachFiles, setAttachedFiles } from '../../lib/files/attach.js';
import { uploaderOf, type FileUploader } from '../../lib/files/uploader.js';
import { inTransaction } from '../../lib/transaction.js';
import { checkRoomForReference, onlyImages } from './presentation-rules.js';

const notFound = () => new AppError(404, 'errors:::reference_unknown');
const cleaned = (body: Body) => ({ title: body.title.trim(), text: body.text?.trim() ?? '' });

/** The reference's photos as they are now, checked to be images (a PDF refuses the change). */
async function checkedPhotos(db: Db, referenceId: number) {
  const photos = (await filesOf(db, { referenceIds: [referenceId] })).get(referenceId) ?? [];
  onlyImages(photos);
  return photos;
}

async function addReference(db: Db, companyId: number, body: Body, by: FileUploader): Promise<Reference> {
  return await inTransaction(db, async () => {
    const { count, nextPosition } = await referenceCount(db, companyId);
    checkRoomForReference(count);
    const row = await db
      .insert(companyReferences)
      .values({ companyId, ...cleaned(body), sortOrder: nextPosition })
      .returning()
      .get();
    const to = { reference: row.id };
    await attachFiles(db, { files: body.photos, to, by, max: REFERENCE_PHOTOS_MAX });
    return { id: row.id, title: row.title, text: row.text, photos: await checkedPhotos(db, row.id) };
  });
}

async function changeReference(
  db: Db,
  companyId: number,
  id: number,
  body: Body,
  by: FileUploader,
): Promise<Reference> {
  return await inTransaction(db, async () => {
    const row = await db
      .update(companyReferences)
      .set({ ...cleaned(body), updatedAt: nowSeconds() })
      .where(and(eq(companyReferences.id, id), eq(companyReferences.companyId, companyId)))
      .returning()
      .get();
    if (!row) throw notFound();
    const to = { reference: id };
    await setAttachedFiles(db, { files: body.photos, to, by, max: REFERENCE_PHOTOS_MAX });
    return { id, title: row.title, text: row.text, photos: await checkedPhotos(db, id) };
  });
}

async function deleteReference(db: Db, companyId: number, id: number): Promise<void> {
  // Its photos' rows go with it (files.reference_id cascades): they answer 404 at once and the
  // sweep deletes their objects.
  const deleted = await db
    .delete(companyReferences)
    .where(and(eq(companyReferences.id, id), eq(companyReferences.companyId, companyId)))
    .returning({ id: companyReferences.id })
    .get();
  if (!deleted) throw notFound();
}

const referencesRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const tags = ['company-settings'];

  fastify.get(
    '/api/firma/referencer',
    {
      schema: {
        tags,
        summary: "The company's reference jobs",
        response: { 200: CompanyReferencesReply, ...errorResponses },
      },
    },
    async (request) => ({ references: await referencesOf(db, request.company.id) }),
  );

  fastify.post(
    '/api/firma/referencer',
    {
      schema: {
        tags,
        summary: 'Add a reference job with its photos',
        body: CompanyReferenceBody,
        response: { 201: CompanyReference, ...errorResponses },
      },
    },
    async (request, reply) => {
      const added = await addReference(db, request.company.id, request.body, uploaderOf(request));
      return reply.code(201).send(added);
    },
  );

  fastify.put(
    '/api/firma/referencer/:id',
    {
      schema: {
        tags,
        summary: 'Change a reference job: its title, text and photos as they are to be',
        params: CompanyReferenceParams,
        body: CompanyReferenceBody,
        response: { 200: CompanyReference, ...errorResponses },
      },
    },
    async (request) =>
      await changeReference(db, request.company.id, request.params.id, request.body, uploaderOf(request)),
  );

  fastify.delete(
    '/api/firma/referencer/:id',
    {
      schema: {
        tags,
        summary: 'Delete a reference job and its photos',
        params: CompanyReferenceParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteReference(db, request.company.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default referencesRoute;
