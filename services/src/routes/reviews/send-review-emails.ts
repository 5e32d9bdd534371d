// POST /ajax/firma/sendemailreview: the company pastes free text; the e-mail addresses in it are
// asked, in Danish, to review the company. Caps per company: 200 a calendar month (SPEC §9) and 50
// a calendar day (ours), Copenhagen time. As many as the caps allow are sent, in the order written;
// type 'limit' reports the rest (count_all = 200 → the monthly text, otherwise the daily text).
// Each address gets its own signed link to the company's profile with the review form
// (review-link.ts), valid 30 days for one review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewEmailsBody, ReviewEmailsReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { wantsNotice } from '../../lib/notice-settings.js';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { nowSeconds, startOfDay, startOfMonth } from '../../lib/danish.js';
import { companyName, recordReviewEmails } from './queries.js';
import { reviewLinkPath } from './review-link.js';
import { extractEmails } from './rules.js';

const sendReviewEmailsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/sendemailreview',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Mail customers a request to review the company',
        body: ReviewEmailsBody,
        response: { 200: ReviewEmailsReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const emails = extractEmails(request.body.regArray);
      if (emails.length === 0) throw new AppError(400, 'errors:::review_emails_none');
      const company = await companyName(fastify.db, companyId);
      if (!company) throw new AppError(403, 'errors:::forbidden');

      const now = nowSeconds();
      const params = { company: company.name };
      const { toSend, countAll, stop } = await inTransaction(fastify.db, async () => {
        const recorded = await recordReviewEmails(fastify.db, companyId, emails, {
          now,
          dayStart: startOfDay(now),
          monthStart: startOfMonth(now),
        });
        for (const sent of recorded.toSend) {
          // A customer of ours who turned review requests off by e-mail (issue 32) is not asked.
          const account = await findAccountByEmail(fastify.db, sent.email);
          if (account && !(await wantsNotice(fastify.db, account.id, 'review_requests', 'email'))) continue;
          await fastify.mailer.send({
            to: sent.email,
            subject: fastify.translate('da-DK', 'notices:::mail::review_request::subject', params),
            text: fastify.translate('da-DK', 'notices:::mail::review_request::text', params),
            // The link is printed once, under the text, as the button and its plain-text line.
            link: {
              path: reviewLinkPath(fastify.linkSigner, company.slug, sent),
              label: fastify.translate('da-DK', 'notices:::mail::review_request::button', params),
            },
          });
        }
        return recorded;
      });
      if (stop === null) {
        return {
          type: 'success' as const,
          count_all: countAll,
          sent: toSend.length,
          message: request.t('errors:::review_mail_sent'),
        };
      }
      const key = stop === 'month' ? 'errors:::review_monthly_limit' : 'errors:::review_daily_limit';
      return { type: 'limit' as const, count_all: countAll, sent: toSend.length, message: request.t(key) };
    },
  );
};

export default sendReviewEmailsRoute;
