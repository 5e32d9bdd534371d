// POST /opgave/new_message: a message on a contact from the caller's side (customer or company),
// or the customer declining the bid ("Tak, men nej tak": a preset answer, or 'Andet' with own
// text). A decline is one conditional update (domain/jobs/bids.ts), so a second one is 'replay';
// the same text sent twice within 30 s is one message. A message may carry the sender's own uploads
// (issue 30: photos and PDFs, up to MESSAGE_FILES_MAX) and then needs no text; a decline takes none.
// The other side is told by mail and SMS; the mail says how many files there are, never attaches them.
// A company writes nothing on a job the administrator removed (issue 33, transitions.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { createElement } from 'react';
import {
  NewMessageBody,
  NewMessageReply,
  PAGES,
  errorResponses,
  isEmptyMessage,
  type StoredFile,
} from '@opgavetorvet/contracts';
import { messages } from '../../db/schema/index.js';
import { declineBid } from '../../domain/jobs/bids.js';
import { assertJobNotRemoved } from '../../domain/jobs/transitions.js';
import { AppError } from '../../errors.js';
import { uploaderOf } from '../../lib/files/uploader.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import { refuseBlockedCustomer } from '../../lib/customer-block.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { sideOf } from '../../lib/contact-side.js';
import { MessageItem } from './components/message-item.js';
import { contactOfBid, type MessageRow } from './queries.js';
import { declineText, isDeclineOption } from './rules.js';
import { sendMessage } from './send-message.js';

const newMessageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/opgave/new_message',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: "A message on a contact from the caller's side, or the customer declining the bid",
        body: NewMessageBody,
        response: { 200: NewMessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = mustBeLoggedIn(request);
      if (user.role === 'user') await refuseBlockedCustomer(db, user.id);
      const side = sideOf(user);
      const { msg, bidid, userid, companyid, save_data_bd: declining, option, files = [] } = request.body;
      const contact = await contactOfBid(db, bidid, userid, companyid, side);
      if (!contact) throw new AppError(404, 'errors:::offer_not_found');
      const view = (row: MessageRow & { files?: readonly StoredFile[] }) =>
        renderFragment(request, (t) =>
          createElement(MessageItem, {
            t,
            lang: request.lang,
            message: { ...row, files: row.files ?? [] },
            mine: true,
            companyName: contact.companyName,
          }),
        );

      if (declining === 1) {
        if (!('userId' in side)) throw new AppError(403, 'errors:::forbidden');
        if (files.length > 0) throw new AppError(400, 'errors:::message_files_decline');
        if (!option || !isDeclineOption(option)) throw new AppError(400, 'errors:::decline_option');
        const text = declineText(option, msg);
        if ('empty' in text) throw new AppError(400, 'errors:::field_empty');
        const body = 'key' in text ? fastify.translate('da-DK', text.key) : text.text;
        const row = await declineBid(fastify, contact, body, option);
        if (!row) {
          const answer = await db
            .select()
            .from(messages)
            .where(
              and(
                eq(messages.contactId, contact.contactId),
                eq(messages.sender, 'user'),
                isNotNull(messages.option),
              ),
            )
            .orderBy(desc(messages.id))
            .get();
          return { response: 'replay' as const, view: answer ? view(answer) : '' };
        }
        return { response: 'success' as const, view: view(row) };
      }

      if (isEmptyMessage(msg, files)) throw new AppError(400, 'errors:::field_empty');
      const body = (msg ?? '').trim();
      const sender = 'userId' in side ? 'user' : 'company';
      if (sender === 'company') assertJobNotRemoved('send_message', contact.removedAt);
      // The message and the other side's notices in one transaction: a notice exists exactly when
      // its message does (and one commit, not one for the message and one per notice).
      const { row, repeated } = await inTransaction(db, async () => {
        const sent = await sendMessage(db, {
          contactId: contact.contactId,
          sender,
          body,
          files,
          by: uploaderOf(request),
        });
        if (sent.repeated) return sent;
        const recipient = sender === 'user' ? contact.companyUserId : contact.customerId;
        const count = sent.row.files.length;
        const filesNote =
          count > 0 ? fastify.translate('da-DK', 'mail:::events::new_message::files', { count }) : '';
        const message = [body, filesNote].filter((part) => part !== '').join('\n\n');
        const params = { headline: contact.headline, message, company: contact.companyName };
        await notifyParty(
          fastify,
          recipient,
          'new_message',
          params,
          sender === 'user' ? PAGES.firmaBeskeder : PAGES.brugerBeskeder,
        );
        return sent;
      });
      return { response: repeated ? ('replay' as const) : ('success' as const), view: view(row) };
    },
  );
};

export default newMessageRoute;
