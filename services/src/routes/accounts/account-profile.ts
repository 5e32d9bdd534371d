// /bruger/profil's own fields (issue 32): GET /api/bruger/profil answers what the customer edits and
// which new phone or e-mail waits for its confirmation; POST /api/bruger/profil saves name, zip (one
// of the zip table's, as a company's details are checked) and street address. Phone and e-mail change
// only through their confirmations (account-phone.ts, account-email.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import {
  MessageReply,
  ProfileSettingsReply,
  ProfileUpdateBody,
  errorResponses,
} from '@opgavetorvet/contracts';
import { townOfZip } from '../../db/queries/company-details.js';
import { users, zipCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { pendingChange, shownChange } from './contact-changes.js';

const accountProfileRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/bruger/profil',
    {
      schema: {
        tags: ['accounts'],
        summary: "The customer's editable profile and the contact changes waiting for confirmation",
        response: { 200: ProfileSettingsReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const profile = await db
        .select({
          name: users.name,
          email: users.email,
          phone: sql<string>`coalesce(${users.phone}, '')`,
          zip: sql<string>`coalesce(${users.zip}, '')`,
          city: sql<string>`coalesce(${zipCodes.city}, '')`,
          street_address: sql<string>`coalesce(${users.streetAddress}, '')`,
        })
        .from(users)
        .leftJoin(zipCodes, eq(zipCodes.zip, users.zip))
        .where(eq(users.id, userId))
        .get();
      if (!profile) throw new AppError(404, 'errors:::not_found');
      const now = nowSeconds();
      return {
        profile,
        pending: {
          phone: shownChange(await pendingChange(db, userId, 'phone'), now),
          email: shownChange(await pendingChange(db, userId, 'email'), now),
        },
      };
    },
  );

  fastify.post(
    '/api/bruger/profil',
    {
      schema: {
        tags: ['accounts'],
        summary: "Save the customer's name, zip and street address",
        body: ProfileUpdateBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const { name, zip, street_address } = request.body;
      if ((await townOfZip(db, zip)) === null) throw new AppError(400, 'errors:::zip');
      const street = street_address.trim();
      await db
        .update(users)
        .set({ name: name.trim(), zip, streetAddress: street === '' ? null : street })
        .where(eq(users.id, request.customer.id))
        .run();
      return { type: 'success' as const, message: request.t('notices:::account::profile_saved') };
    },
  );
};

export default accountProfileRoute;
