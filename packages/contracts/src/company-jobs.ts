// The company side of jobs and bids (SPEC §7 "Company jobs, bids, support"): the open-job filter,
// the job and bid modals, submitting and withdrawing a sealed bid, won jobs, hiding a job.
import { Type, type Static } from 'typebox';
import { Amount, Id, MAX_AMOUNT, MessageReply, SEARCH_TEXT_MAX } from './common.js';
import { Photo } from './files.js';
import { OpenJobsNarrowing } from './portals.js';

export * from './job-finishing.js';

/** Every modal call whose reply is a server-rendered fragment. */
export const HtmlReply = Type.Object({ html: Type.String() });
export type HtmlReply = Static<typeof HtmlReply>;

const Flag = Type.Integer({ minimum: 0, maximum: 1 });
const Page = Type.Integer({ minimum: 1, maximum: 100000 });

/**
 * GET /ajax/firma/findopgaver: the serialised filter form. kategorier and regioner repeat the key
 * (kategorier=2&kategorier=3); page is the page asked for (currentpage when page is absent);
 * remember_filter_options=1 keeps the categories/regions for later calls without them, 0 forgets.
 */
export const FindJobsQuery = Type.Object(
  {
    page: Type.Optional(Page),
    currentpage: Type.Optional(Page),
    job_to_find: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    ...OpenJobsNarrowing,
    remember_filter_options: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type FindJobsQuery = Static<typeof FindJobsQuery>;

/** /firma/search_city_category: cities (zip, name) and categories matching the typed text. */
export const SearchCityCategoryBody = Type.Object(
  {
    find_text: Type.String({ minLength: 1, maxLength: SEARCH_TEXT_MAX }),
    /** Optional: only subcategories of the top-level category of this name. */
    categoty_name: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
  },
  { additionalProperties: false },
);
export type SearchCityCategoryBody = Static<typeof SearchCityCategoryBody>;

export const InfoCategoryScoreBody = Type.Object({ categories_id: Id }, { additionalProperties: false });
export type InfoCategoryScoreBody = Static<typeof InfoCategoryScoreBody>;

export const InfoCategoryScoreReply = Type.Object({ html: Type.String(), title: Type.String() });
export type InfoCategoryScoreReply = Static<typeof InfoCategoryScoreReply>;

export const JobIdBody = Type.Object({ job_id: Id }, { additionalProperties: false });
export type JobIdBody = Static<typeof JobIdBody>;

/** A whole number of at most MAX_AMOUNT's digits (all nines: at most MAX_AMOUNT), as a pattern. */
const AMOUNT_DIGITS = `[0-9]{1,${String(MAX_AMOUNT).length}}`;

/**
 * /firma/find_checked: open jobs of one category whose answers include every ticked option
 * (string_attributes: option ids, comma-separated) and reach every number (only_numbers_input:
 * "attributeId:minimum" pairs, comma-separated, each minimum at most MAX_AMOUNT); value_checked=0
 * lists the category unfiltered.
 */
export const FindCheckedBody = Type.Object(
  {
    category: Id,
    string_attributes: Type.Optional(Type.String({ maxLength: 500, pattern: '^[0-9,]*$' })),
    value_checked: Type.Optional(Flag),
    only_numbers_input: Type.Optional(
      Type.String({
        maxLength: 500,
        pattern: `^([0-9]+:${AMOUNT_DIGITS}(,[0-9]+:${AMOUNT_DIGITS})*)?$`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type FindCheckedBody = Static<typeof FindCheckedBody>;

/** /firma/modal_prise_read: 1 = the pricelist popup has been read (not shown again), 0 = show it again. */
export const PriceListReadBody = Type.Object({ popuppriselist: Flag }, { additionalProperties: false });
export type PriceListReadBody = Static<typeof PriceListReadBody>;

/** /firma/message_modal: link is a path on this site ("Gå til opgaven"), never another origin. */
export const MessageModalBody = Type.Object(
  {
    contact_id: Id,
    link: Type.Optional(Type.String({ maxLength: 300, pattern: '^(/(?![/\\\\])[^\\s]*)?$' })),
  },
  { additionalProperties: false },
);
export type MessageModalBody = Static<typeof MessageModalBody>;

/** /ajax/firma/modal_bid: the bid form, or a notification (already bid, job no longer open). */
export const BidModalReply = Type.Union([HtmlReply, MessageReply]);
export type BidModalReply = Static<typeof BidModalReply>;

const Percent = Type.Integer({ minimum: 0, maximum: 100 });

/** The longest comment a bid carries. */
export const BID_COMMENT_MAX = 2000;

/** POST /api/firma/bud: a sealed offer in whole kroner; discounts are percentages. */
export const BidBody = Type.Object(
  {
    job_id: Id,
    amount: Type.Integer({
      minimum: 1,
      maximum: MAX_AMOUNT,
      'x-error': {
        required: 'fragments-firma:::bid::amount_required',
        invalid: 'errors:::amount_invalid',
        tooSmall: 'errors:::amount_positive',
      },
    }),
    min_estimate: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, 'x-error': 'errors:::amount_invalid' }),
    ),
    max_estimate: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, 'x-error': 'errors:::amount_invalid' }),
    ),
    discount: Type.Optional(Percent),
    hours_amount: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, 'x-error': 'errors:::amount_invalid' }),
    ),
    hours_discount: Type.Optional(Percent),
    comment: Type.Optional(Type.String({ maxLength: BID_COMMENT_MAX })),
  },
  { additionalProperties: false },
);
export type BidBody = Static<typeof BidBody>;

export const BidReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  bid_id: Id,
  contact_id: Id,
});
export type BidReply = Static<typeof BidReply>;

export const BidIdParams = Type.Object({ bidId: Id }, { additionalProperties: false });
export type BidIdParams = Static<typeof BidIdParams>;

export const WonJobsQuery = Type.Object({ page: Type.Optional(Page) }, { additionalProperties: false });
export type WonJobsQuery = Static<typeof WonJobsQuery>;

/** One message of the ticket thread on an overdue won job. */
export const WonJobTicket = Type.Object({
  sender: Type.Union([Type.Literal('staff'), Type.Literal('company'), Type.Literal('user')]),
  text: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
});
export type WonJobTicket = Static<typeof WonJobTicket>;

/** One job this company was chosen for; prices are its own (bid, and final price once finished). */
export const WonJobItem = Type.Object({
  contact_id: Id,
  job_id: Id,
  headline: Type.String(),
  category_name: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  /** The street address the customer gave (issue 32): only while this company is the chosen one. */
  street_address: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  customer_name: Type.String(),
  state: Type.String({ description: 'the contact state of SPEC §4 (awaiting_confirmation, confirmed, …)' }),
  is_winner: Type.Boolean(),
  company_seen_selection: Type.Boolean(),
  selected_at: Type.Integer({ description: 'unix seconds' }),
  appointment_at: Type.Union([Type.Integer(), Type.Null()]),
  bid_amount: Type.Union([Amount, Type.Null()]),
  finished_price_ore: Type.Union([Type.Integer(), Type.Null()]),
  rated: Type.Boolean(),
  /** The expected start and end the company last texted the customer (/firma/send_sms_button). */
  expected_start_at: Type.Union([Type.Integer(), Type.Null()]),
  expected_end_at: Type.Union([Type.Integer(), Type.Null()]),
  sms_sent_at: Type.Union([Type.Integer(), Type.Null()]),
  /** The company's own note on the contact (/ajax/firma/sendcoment), '' when none. */
  company_comment: Type.String(),
  /** In progress and past its expected end: a ticket may be answered (/ajax/firma/sendtiketstatus). */
  overdue: Type.Boolean(),
  /** The ticket thread on the job, oldest first: staff's questions and the company's answers. */
  tickets: Type.Array(WonJobTicket),
  /** The administrator's newest decision on a cancel request of this job, with the reason (issue 10). */
  cancel_decision: Type.Union([
    Type.Object({
      status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
      reason: Type.String(),
      decided_at: Type.Integer({ description: 'unix seconds' }),
    }),
    Type.Null(),
  ]),
  /** The job's photos in their order (issue 30). */
  photos: Type.Array(Photo),
  /** Removed by Opgavetorvet (issue 33): when and the reason both sides were told; null otherwise. */
  removal: Type.Union([
    Type.Object({ at: Type.Integer({ description: 'unix seconds' }), reason: Type.String() }),
    Type.Null(),
  ]),
});
export type WonJobItem = Static<typeof WonJobItem>;

/** GET /api/firma/vundne: the jobs this company was chosen for, newest choice first, 20 a page. */
export const WonJobsReply = Type.Object({
  jobs: Type.Array(WonJobItem),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type WonJobsReply = Static<typeof WonJobsReply>;

export const JobIdParams = Type.Object({ jobId: Id }, { additionalProperties: false });
export type JobIdParams = Static<typeof JobIdParams>;

/** POST /api/firma/opgaver/:jobId/skjul and /vis: the per-company cookie's list after the change. */
export const HiddenJobsReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  hidden_job_ids: Type.Array(Id),
});
export type HiddenJobsReply = Static<typeof HiddenJobsReply>;
