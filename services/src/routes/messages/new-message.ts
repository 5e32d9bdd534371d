// POST /opgave/new_message: a message on a contact from the caller's side (customer or company),
// or the customer declining the bid ("Tak, men nej tak": a preset answer, or 'Andet' with own
// text). A decline is one conditional update (domain/jobs/bids.ts), so a second one is 'replay';
// the same text sent twice within 30 s is one message. The other side is told by mail and SMS.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { NewMessageBody, NewMessageReply, PAGES, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { messages } from '../../db/schema/index.js';
import { declineBid } from '../../domain/jobs/bids.js';
import { AppError } from '../../errors.js';
import { notifyParty } from '../../lib/notify-party.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { sideOf } from '../../lib/contact-side.js';
import { nowSeconds } from '../../lib/danish.js';
import { MessageItem } from './components/message-item.js';
import { contactOfBid, type MessageRow } from './queries.js';
import { REPEAT_WINDOW_SECONDS, declineText, isDeclineOption } from './rules.js';

/** Stores the message unless the same sender sent the same text on the contact just now (one conditional insert). */
async function send(
  db: Db,
  contactId: number,
  sender: 'user' | 'company',
  body: string,
): Promise<{ row: MessageRow; repeated: boolean }> {
  return await db.transaction(async (tx) => {
    const now = nowSeconds();
    const inserted = (
      await tx.run(sql`insert into messages (contact_id, sender, body, created_at)
      select ${contactId}, ${sender}, ${body}, ${now} where not exists (select 1 from messages
        where contact_id = ${contactId} and sender = ${sender} and body = ${body} and created_at >= ${now - REPEAT_WINDOW_SECONDS})`)
    ).changes;
    const row = (await tx
      .select()
      .from(messages)
      .where(and(eq(messages.contactId, contactId), eq(messages.sender, sender), eq(messages.body, body)))
      .orderBy(desc(messages.id))
      .get()) as MessageRow;
    return { row, repeated: inserted === 0 };
  });
}

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
      const side = sideOf(user);
      const { msg, bidid, userid, companyid, save_data_bd: declining, option } = request.body;
      const contact = await contactOfBid(db, bidid, userid, companyid, side);
      if (!contact) throw new AppError(404, 'errors:::offer_not_found');
      const view = (row: MessageRow) =>
        renderFragment(request, (t) =>
          createElement(MessageItem, {
            t,
            lang: request.lang,
            message: row,
            mine: true,
            companyName: contact.companyName,
          }),
        );

      if (declining === 1) {
        if (!('userId' in side)) throw new AppError(403, 'errors:::forbidden');
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

      const body = (msg ?? '').trim();
      if (!body) throw new AppError(400, 'errors:::field_empty');
      const sender = 'userId' in side ? 'user' : 'company';
      const { row, repeated } = await send(db, contact.contactId, sender, body);
      if (repeated) return { response: 'replay' as const, view: view(row) };
      const recipient = sender === 'user' ? contact.companyUserId : contact.customerId;
      const params = { headline: contact.headline, message: body, company: contact.companyName };
      await notifyParty(
        fastify,
        recipient,
        'new_message',
        params,
        sender === 'user' ? PAGES.firmaBeskeder : PAGES.brugerBeskeder,
      );
      return { response: 'success' as const, view: view(row) };
    },
  );
};

export default newMessageRoute;
