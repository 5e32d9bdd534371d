// POST /ajax/bruger/modal_list: the list of offers a company made on the customer's job, with
// the company's numbers to call. The 'call me' button (logsphone) shows only once the company was
// chosen: before that the customer's phone and e-mail never reach a company. An erased company is
// named "Slettet bruger" (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { ModalListBody, ModalListReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { OfferModal } from './components/offer-modal.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { bidsOfContact, ownContact } from '../../db/queries/contacts.js';
import { companyCard } from '../../db/queries/company-card.js';
import { shownName } from '../../lib/personal-data/shown-name.js';

const modalListRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/ajax/bruger/modal_list',
    {
      schema: {
        tags: ['bruger'],
        summary: "A company's offers on the own job, with a 'call me' button once it is chosen",
        body: ModalListBody,
        response: { 200: ModalListReply, ...errorResponses },
      },
    },
    async (request) => {
      const { contactid, jobid, list } = request.body;
      const contact = await ownContact(db, contactid, request.customer.id, jobid);
      const card = contact && (await companyCard(db, contact.companyId));
      if (!contact || !card) throw new AppError(404, 'errors:::offer_not_found');
      const company = { ...card, name: shownName(card.name, request.t.bind(request)) };
      const all = await bidsOfContact(db, contact.id);
      const offers = list === 0 ? all.filter((bid) => bid.withdrawnAt === null) : all;
      const chosen = contact.isWinner;
      const phones = [contact.companyPhone, contact.companyMobile].filter((p): p is string => Boolean(p));
      const html = renderFragment(request, (t) =>
        createElement(OfferModal, {
          t,
          lang: request.lang,
          company,
          contactId: contact.id,
          state: contact.state,
          offers,
          callMe: chosen,
          phones,
        }),
      );
      return {
        company_name: company.name,
        html,
        logsphone: chosen,
        company_mob: contact.companyMobile ?? '',
        company_phone: contact.companyPhone ?? '',
        companyid: contact.companyId,
        contactid: contact.id,
      };
    },
  );
};

export default modalListRoute;
