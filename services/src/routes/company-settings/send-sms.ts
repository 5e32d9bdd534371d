// POST /firma/send_sms_button: the company tells the customer of a job it won when it expects to
// start and finish. Both dates are required (SPEC §5), the end not before the start nor before
// today (Danish time; a job already under way may start in the past); the SMS goes
// to the customer's phone in Danish and the dates and the time sent are kept on the contact; the
// job then stands in the company's calendar from the start to the end date. Not on a job the
// administrator removed (issue 33, transitions.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SendSmsBody, SendSmsReply, errorResponses } from '@opgavetorvet/contracts';
import { assertJobNotRemoved } from '../../domain/jobs/transitions.js';
import { AppError } from '../../errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { formatDate, nowSeconds, startOfDay } from '../../lib/danish.js';
import { saveSmsDates, wonContact } from './contact-queries.js';

const sendSmsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/send_sms_button',
    {
      schema: {
        tags: ['company-settings'],
        summary: 'Text the customer of a won job the expected start and end dates',
        body: SendSmsBody,
        response: { 200: SendSmsReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { contact_contract_id: contactId, start_date: start, end_date: end } = request.body;
      if (end < start) throw new AppError(400, 'errors:::sms_dates_order');
      if (end < startOfDay(nowSeconds())) throw new AppError(400, 'errors:::sms_dates_past');
      const contact = await wonContact(fastify.db, companyId, contactId);
      if (!contact) throw new AppError(404, 'errors:::contact_not_found');
      assertJobNotRemoved('send_sms', contact.removedAt);
      if (!contact.customerPhone) throw new AppError(409, 'errors:::customer_no_phone');

      const to = contact.customerPhone;
      await inTransaction(fastify.db, async () => {
        await saveSmsDates(fastify.db, companyId, contact, start, end, nowSeconds());
        await fastify.sms.send({
          to,
          text: fastify.translate('da-DK', 'notices:::sms::expected_dates', {
            name: contact.customerName,
            company: contact.companyName,
            headline: contact.headline,
            start: formatDate(start),
            end: formatDate(end),
          }),
        });
      });
      return { success: true };
    },
  );
};

export default sendSmsRoute;
