// /firma/message_modal: the thread of the company's own contact with the customer, under where its
// won job stands (as in the messages modal). Opening it marks the customer's unread messages read
// (the rows keep their "new" mark in this reply only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, MessageModalBody } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { nowSeconds } from '../../lib/danish.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { MessageThread, type ThreadHead, type ThreadMessage } from './html/message-thread.js';
import { all, one, run } from '../../db/prepared-sql.js';

const messageModalRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/message_modal',
    {
      schema: {
        tags: ['company-jobs'],
        summary: "The message thread of the company's contact",
        body: MessageModalBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const params = { contact: request.body.contact_id, company: companyId, now: nowSeconds() };
      const head = one<ThreadHead>(
        fastify.db,
        `select ct.id contact_id, ct.job_id, j.headline, u.name customer_name, f.name company_name,
           ct.state, ct.is_winner, ct.finished_price_ore
         from contacts ct join jobs j on j.id = ct.job_id join users u on u.id = j.user_id join companies f on f.id = ct.company_id
         where ct.id = @contact and ct.company_id = @company`,
        params,
      );
      if (!head) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
      const messages = all<ThreadMessage>(
        fastify.db,
        `select id, sender, body, created_at, (sender = 'user' and read_at is null) unread
         from messages where contact_id = @contact order by created_at, id`,
        params,
      );
      run(
        fastify.db,
        `update messages set read_at = @now where contact_id = @contact and sender = 'user' and read_at is null`,
        params,
      );
      const html = renderHtml(
        <MessageThread
          head={head}
          messages={messages}
          link={request.body.link || undefined}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html };
    },
  );
};

export default messageModalRoute;
