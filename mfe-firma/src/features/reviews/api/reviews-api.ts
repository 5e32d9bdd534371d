// The company's side of reviews (SPEC §7 "Reviews, e-mails, comments"): the paged review lists as
// html (with the answer form under each review for the company itself), answering a review,
// e-mails asking customers for a review, and reporting a review to the administrator (issue 33).
import type {
  CommentReviewBody,
  CommentReviewReply,
  MessageReply,
  ReportReviewBody,
  ReviewEmailsBody,
  ReviewEmailsReply,
  ReviewListBody,
  ReviewListReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** The three lists: customers' reviews, public reviews, friends' testimonials. */
export type ReviewListKind = 'reviews' | 'publicreview' | 'friendtestimonials';

const listUrl: Record<ReviewListKind, string> = {
  reviews: '/ajax/firma/load_reviews',
  publicreview: '/ajax/firma/load_publicreview',
  friendtestimonials: '/ajax/firma/load_friendtestimonials',
};

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewListPage: build.query<ReviewListReply, ReviewListBody & { list: ReviewListKind }>({
      query: ({ list, ...body }) => ({ url: listUrl[list], method: 'POST', body }),
    }),
    answerReview: build.mutation<CommentReviewReply, CommentReviewBody>({
      query: (body) => ({ url: '/ajax/firma/comment_new_review', method: 'POST', body }),
    }),
    sendReviewEmails: build.mutation<ReviewEmailsReply, ReviewEmailsBody>({
      query: (body) => ({ url: '/ajax/firma/sendemailreview', method: 'POST', body }),
    }),
    reportReview: build.mutation<MessageReply, ReportReviewBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/firma/anmeldelser/${id}/anmeld`, method: 'POST', body }),
    }),
  }),
});

export const {
  useReviewListPageQuery,
  useAnswerReviewMutation,
  useSendReviewEmailsMutation,
  useReportReviewMutation,
} = reviewsApi;
