// POST /ajax/bruger/show_check: the printable booking confirmation of the company the customer
// chose on their job. A contact that was never chosen has no booking (409). The company's address is
// its details' (issue 31): never a zip that is not a real one. An erased company is named "Slettet
// bruger" (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { BrugerHtmlReply, ShowCheckBody, addressLine, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { BookingConfirmation } from './components/booking-confirmation.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { shownName } from '../../lib/personal-data/shown-name.js';
import { cityOf, personOf } from './queries.js';
import { bidsOfContact, ownContact } from '../../db/queries/contacts.js';
import { publicDetailsOf } from '../../db/queries/company-details.js';

const showCheckRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/ajax/bruger/show_check',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Printable booking confirmation of the chosen company',
        body: ShowCheckBody,
        response: { 200: BrugerHtmlReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const own = await ownContact(db, request.body.contactid, user.id);
      if (!own) throw new AppError(404, 'errors:::offer_not_found');
      const contact = { ...own, companyName: shownName(own.companyName, request.t.bind(request)) };
      if (contact.selectedAt === null)
        throw new AppError(409, 'errors:::not_chosen', { company: contact.companyName });
      const customer = (await personOf(db, user.id)) ?? { name: user.name, email: user.email, phone: null };
      const bid = (await bidsOfContact(db, contact.id)).find((b) => b.withdrawnAt === null);
      const city = await cityOf(db, contact.jobZip);
      const details = (await publicDetailsOf(db, [contact.companyId])).get(contact.companyId);
      const html = renderFragment(request, (t) =>
        createElement(BookingConfirmation, {
          t,
          lang: request.lang,
          contact,
          customer,
          city,
          companyAddress: details ? addressLine(details) : '',
          bid,
        }),
      );
      return { html };
    },
  );
};

export default showCheckRoute;
