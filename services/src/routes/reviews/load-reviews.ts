// POST /ajax/firma/load_reviews (customers' reviews), load_publicreview (public reviews) and
// load_friendtestimonials (friends' testimonials): one page (5) of a company's reviews as html,
// page_up (next page or 0) and delete_btn (the caller is the company). Public: profiles are public.
// Three calls of one shape, so one file.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewListBody, ReviewListReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { companyName, reviewsPage, type ReviewKind } from './queries.js';
import { ReviewList } from './review-list.js';
import { nextPage } from './rules.js';

const LISTS: [string, ReviewKind, string][] = [
  ['/ajax/firma/load_reviews', 'review', "A page of customers' reviews of a company"],
  ['/ajax/firma/load_publicreview', 'public', 'A page of public reviews of a company'],
  ['/ajax/firma/load_friendtestimonials', 'friend', "A page of friends' testimonials of a company"],
];

const loadReviewsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [url, kind, summary] of LISTS) {
    fastify.post(
      url,
      {
        schema: {
          tags: ['reviews'],
          summary,
          body: ReviewListBody,
          response: { 200: ReviewListReply, ...errorResponses },
        },
      },
      async (request) => {
        const { company_id: companyId, page = 1, comment = 0 } = request.body;
        if (!(await companyName(fastify.db, companyId)))
          throw new AppError(404, 'errors:::company_not_found');
        const owner = request.currentUser?.role === 'company' && request.currentUser.companyId === companyId;
        const { rows, hasMore } = await reviewsPage(fastify.db, companyId, kind, page);
        const html =
          rows.length === 0 && page > 1
            ? ''
            : renderHtml(
                createElement(ReviewList, {
                  t: fragmentT(request),
                  lang: request.lang,
                  rows,
                  answerForm: owner && comment === 1,
                }),
              );
        return { html, page, page_up: nextPage(page, hasMore), delete_btn: owner };
      },
    );
  }
};

export default loadReviewsRoutes;
