// /ajax/firma/update_balans_company: the chosen company finishes a confirmed job with its final
// price (whole kroner in price, øre in amount_summ) and the day it was done (company_appointment_date,
// unix seconds, SPEC §3; the booking's date). The contact and the job become 'finished' and
// the customer is told ('job_finished'): domain/jobs/endings.ts. A job already rated is not finished: success false and
// the reviews-cancel modal in html_reviews.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FinishJobBody, FinishJobReply } from '@opgavetorvet/contracts';
import { companyChangeRefusals } from '../../lib/company-refusals.js';
import { renderHtml } from '../../lib/html.js';
import { finishJob } from '../../domain/jobs/endings.js';
import { formatKroner } from '../../lib/danish.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { FinishedBlock, ReviewsCancelModal } from './html/finish.js';
import { appointmentOf, priceInOre } from './rules.js';

const finishJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/update_balans_company',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Finish a won job with its final price',
        body: FinishJobBody,
        response: { 200: FinishJobReply, ...companyChangeRefusals },
      },
    },
    async (request) => {
      const { job_id: jobId, price, amount_summ: cents, company_appointment_date: date } = request.body;
      const priceOre = priceInOre(price, cents);
      const t = fragmentT(request);
      const priceText = formatKroner(priceOre);
      const outcome = await finishJob(
        fastify,
        request.company,
        jobId,
        priceOre,
        priceText.replace(/ kr\.$/, ''),
        appointmentOf(date),
      );
      if (!outcome.finished) {
        return {
          success: false,
          html_reviews: renderHtml(<ReviewsCancelModal review={outcome.review} t={t} lang={request.lang} />),
          price_text: '',
        };
      }
      return {
        success: true,
        html_reviews: renderHtml(<FinishedBlock priceText={priceText} t={t} />),
        price_text: priceText,
      };
    },
  );
};

export default finishJobRoute;
