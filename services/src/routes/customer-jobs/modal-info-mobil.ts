// POST /ajax/opgave/modal_info_mobil: the bid modal on mobile. The job's customer sees the
// company's offer on their job; a company sees its own offer. Nobody else's price is ever shown.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { BrugerContactBody, BrugerHtmlReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { OfferModal } from './components/offer-modal.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { bidsOfContact, ownContact } from '../../db/queries/contacts.js';
import { sideOf } from '../../lib/contact-side.js';
import { companyCard } from '../../db/queries/company-card.js';

const modalInfoMobilRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/ajax/opgave/modal_info_mobil',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['bruger'],
        summary: "A contact's offer (mobile bid modal), for the job's customer or the bidding company",
        body: BrugerContactBody,
        response: { 200: BrugerHtmlReply, ...errorResponses },
      },
    },
    async (request) => {
      const contact = await ownContact(db, request.body.contact_id, sideOf(mustBeLoggedIn(request)));
      const company = contact && (await companyCard(db, contact.companyId));
      if (!contact || !company) throw new AppError(404, 'errors:::offer_not_found');
      const standing = (await bidsOfContact(db, contact.id)).slice(0, 1);
      const html = renderFragment(request, (t) =>
        createElement(OfferModal, {
          t,
          lang: request.lang,
          company,
          contactId: contact.id,
          state: contact.state,
          offers: standing,
          callMe: false,
        }),
      );
      return { html };
    },
  );
};

export default modalInfoMobilRoute;
