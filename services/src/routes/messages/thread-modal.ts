// POST /ajax/bruger2/message_modal: the customer's conversation with the company of one contact on
// their job, with the fields the page needs to answer or to send the customer to a company of
// another site project. Opening it marks the company's messages read. An erased company is named
// "Slettet bruger" (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { ThreadModalBody, ThreadModalReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { shownName } from '../../lib/personal-data/shown-name.js';
import { bidsOfContact, ownContact } from '../../db/queries/contacts.js';
import { ThreadModal } from './components/thread-modal.js';
import { markRead, threadOf } from '../../db/queries/messages.js';

/** The project of this site; companies of another project live on their own site. */
export const SITE_PROJECT = 'opgavetorvet';

const threadModalRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/ajax/bruger2/message_modal',
    {
      schema: {
        tags: ['messages'],
        summary: "The conversation with a contact's company on the own job (marks its messages read)",
        body: ThreadModalBody,
        response: { 200: ThreadModalReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const contact = await ownContact(db, request.body.contact_id, user.id, request.body.job_id);
      if (!contact) throw new AppError(404, 'errors:::offer_not_found');
      const bid = (await bidsOfContact(db, contact.id))[0];
      const offerStands =
        contact.state === 'bid' &&
        bid !== undefined &&
        bid.withdrawnAt === null &&
        contact.jobStatus === 'open';
      const btnType = offerStands
        ? ('offer' as const)
        : contact.isWinner
          ? ('chosen' as const)
          : ('none' as const);
      const thread = await threadOf(db, [contact.id], { userId: user.id });
      const companyName = shownName(contact.companyName, request.t.bind(request));
      const html = renderFragment(request, (t) =>
        createElement(ThreadModal, {
          t,
          lang: request.lang,
          companyName,
          messages: thread,
          bidId: bid?.id ?? null,
          userId: user.id,
          companyId: contact.companyId,
          canDecline: offerStands,
        }),
      );
      await markRead(db, [contact.id], { userId: user.id });
      return {
        html,
        company_name: companyName,
        company_slug: contact.companySlug,
        company_id: contact.companyId,
        contact_id: contact.id,
        job_id: contact.jobId,
        project: SITE_PROJECT,
        user_t: 'bruger',
        company_project: contact.companyProject,
        btn_type: btnType,
      };
    },
  );
};

export default threadModalRoute;
