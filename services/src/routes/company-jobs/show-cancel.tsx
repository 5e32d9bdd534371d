// /ajax/firma/show_cancel_message: shows the company's newest cancel request on its own contact of
// that job (pending, approved, rejected or withdrawn); another company's contact is not found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, ShowCancelBody } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { CancelMessage, type CancellationView } from './html/cancel-message.js';
import { one } from '../../db/prepared-sql.js';

const showCancelRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/show_cancel_message',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'The cancel request of a contact',
        body: ShowCancelBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const cancellation = one<CancellationView>(
        fastify.db,
        `select x.id, x.text, x.option_select, x.option_new_one, x.appointment_at, x.status, x.decision_reason,
           x.created_at, x.decided_at, j.headline
         from cancellations x join contacts ct on ct.id = x.contact_id join jobs j on j.id = ct.job_id
         where x.contact_id = @contact and ct.company_id = @company and ct.job_id = @job
         order by x.created_at desc, x.id desc limit 1`,
        { contact: request.body.contact_contact_id, company: companyId, job: request.body.job_id },
      );
      if (!cancellation) throw new AppError(404, 'fragments-firma:::cancel::not_found');
      return {
        html: renderHtml(
          <CancelMessage cancellation={cancellation} t={fragmentT(request)} lang={request.lang} />,
        ),
      };
    },
  );
};

export default showCancelRoute;
