// Reviews of companies (SPEC §5 "Review", §7 "Reviews, e-mails, comments"): a customer's review of
// a finished job, the company's answers and comments, review-request e-mails and the paged lists.
import { Type, type Static } from 'typebox';
import { Id, Filled } from './common.js';

/** SPEC §9: review e-mails per company and calendar month; the daily cap is ours. */
export const REVIEW_EMAIL_MONTHLY_CAP = 200;
export const REVIEW_EMAIL_DAILY_CAP = 50;
/** Reviews per page of the paged lists. */
export const REVIEWS_PAGE_SIZE = 5;

/** The longest public answer of a company to a review. */
export const REVIEW_ANSWER_MAX = 2000;
/** The longest note a company keeps on one of its contacts. */
export const CONTACT_NOTE_MAX = 2000;

/** POST /ajax/firma/comment_new_review: the company's public answer to a review of itself. */
export const CommentReviewBody = Type.Object(
  { review: Id, comment: Filled(REVIEW_ANSWER_MAX, 'errors:::field_empty') },
  { additionalProperties: false },
);
export type CommentReviewBody = Static<typeof CommentReviewBody>;

/** The answer is saved; html is the review as the list shows it now, answer included. */
export const CommentReviewReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  html: Type.String(),
});
export type CommentReviewReply = Static<typeof CommentReviewReply>;

/** POST /ajax/firma/sendemailreview: free text; e-mail addresses are picked out of it. */
export const ReviewEmailsBody = Type.Object(
  { regArray: Type.String({ minLength: 1, maxLength: 20000, 'x-error': 'errors:::review_emails_none' }) },
  { additionalProperties: false },
);
export type ReviewEmailsBody = Static<typeof ReviewEmailsBody>;

/**
 * type 'success': every address found was mailed ('Mailen er sendt...'). type 'limit': a cap
 * stopped some or all; count_all = 200 means the monthly cap, otherwise the daily one.
 * count_all is the number sent this calendar month, these included; sent is this call's number.
 */
export const ReviewEmailsReply = Type.Object({
  type: Type.Union([Type.Literal('success'), Type.Literal('limit')]),
  count_all: Type.Integer(),
  sent: Type.Integer(),
  message: Type.String(),
});
export type ReviewEmailsReply = Static<typeof ReviewEmailsReply>;

/** POST /ajax/firma/sendcoment: the company's own note on one of its contacts. */
export const ContactCommentBody = Type.Object(
  { contact_id: Id, coment: Filled(CONTACT_NOTE_MAX, 'errors:::field_empty') },
  { additionalProperties: false },
);
export type ContactCommentBody = Static<typeof ContactCommentBody>;

export const ContactCommentReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  coment: Type.String(),
});
export type ContactCommentReply = Static<typeof ContactCommentReply>;

/**
 * POST /ajax/firma/load_reviews, load_publicreview, load_friendtestimonials. page starts at 1;
 * comment = 1 asks for the answer form under each review (shown only to the owning company).
 */
export const ReviewListBody = Type.Object(
  {
    company_id: Id,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    comment: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
  },
  { additionalProperties: false },
);
export type ReviewListBody = Static<typeof ReviewListBody>;

export const ReviewListReply = Type.Object({
  html: Type.String(),
  page: Type.Integer(),
  /** The next page's number, or 0 when there is no more. */
  page_up: Type.Integer(),
  /** True when the caller is the company itself (it may answer its reviews). */
  delete_btn: Type.Boolean(),
});
export type ReviewListReply = Static<typeof ReviewListReply>;

/** POST /api/anmeldelser: a customer reviews the company of a finished job (once per contact). */
export const CreateReviewBody = Type.Object(
  {
    contact_id: Id,
    rating: Type.Integer({ minimum: 1, maximum: 5, 'x-error': 'errors:::review_stars' }),
    title: Filled(120, 'errors:::all_fields_filled'),
    textreview: Filled(5000, 'errors:::all_fields_filled'),
    category: Type.Integer({ minimum: 1, maximum: 2147483647, 'x-error': 'errors:::all_fields_filled' }),
  },
  { additionalProperties: false },
);
export type CreateReviewBody = Static<typeof CreateReviewBody>;

export const CreateReviewReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  review_id: Id,
});
export type CreateReviewReply = Static<typeof CreateReviewReply>;

/** Days a review request's link may be used (a link writes one review). */
export const REVIEW_LINK_DAYS = 30;

/** A review request's signed link: `{request id}.{signature}`, as the mail's link carries it. */
export const ReviewLinkToken = Type.String({
  minLength: 3,
  maxLength: 100,
  pattern: '^[0-9]{1,10}\\.[A-Za-z0-9_-]{1,80}$',
  'x-error': 'errors:::review_link_invalid',
});

/**
 * POST /api/anmeldelser/offentlig: someone a company asked for a review (the link of its review
 * request) reviews it publicly under the name given; the review is of kind 'public'.
 */
export const PublicReviewBody = Type.Object(
  {
    company_id: Id,
    token: ReviewLinkToken,
    name: Filled(120, 'errors:::all_fields_filled'),
    rating: CreateReviewBody.properties.rating,
    title: CreateReviewBody.properties.title,
    textreview: CreateReviewBody.properties.textreview,
    category: CreateReviewBody.properties.category,
  },
  { additionalProperties: false },
);
export type PublicReviewBody = Static<typeof PublicReviewBody>;
