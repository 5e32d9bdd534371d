// /ajax/firma/modal_reviews_cancel: the reviews-cancel modal of a job the customer has already rated
// (SPEC §2/§4), asked by 'Afslut opgave' before the company types a final price, so a rated job
// shows it in place of the finish form (the finish call answers the same modal when it is reached).
// Only the chosen company on the job; a job without a review is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { HtmlReply, JobIdBody } from '@opgavetorvet/contracts';
import { contacts, reviews } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { companyRefusals } from '../../lib/company-refusals.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { ReviewsCancelModal } from './html/finish.js';

const reviewsCancelRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/modal_reviews_cancel',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'The reviews-cancel modal of a rated won job',
        body: JobIdBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const review = await fastify.db
        .select({
          rating: reviews.rating,
          title: reviews.title,
          text: reviews.text,
          author_name: reviews.authorName,
          created_at: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(contacts, eq(contacts.id, reviews.contactId))
        .where(
          and(
            eq(contacts.jobId, request.body.job_id),
            eq(contacts.companyId, request.company.id),
            eq(contacts.isWinner, true),
          ),
        )
        .get();
      if (!review) throw new AppError(404, 'fragments-firma:::errors::job_not_found');
      const t = fragmentT(request);
      return { html: renderHtml(<ReviewsCancelModal review={review} t={t} lang={request.lang} />) };
    },
  );
};

export default reviewsCancelRoute;
