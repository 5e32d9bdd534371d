// The customer's side of one job: the job page, hiding it, inviting companies, choosing the
// supplier, and the modals about a company's offer (SPEC §7 "Invitations, messages, job status").
import { Type, type Static } from 'typebox';
import { Filled, Id, LiteralUnion, NotificationType } from './common.js';
import { JOB_PHOTOS_MAX, Photo, PhotoList, StoredFile } from './files.js';
import { PublicCompanyDetails } from './company-details.js';
import { CompanyLogo } from './company-references.js';
import { CONTACT_STATES } from './job-states.js';
import { JobStatus } from './portals.js';

/** At most 4 invitations a job (SPEC §5/§9): a plain number of its own module, without TypeBox. */
export { MAX_INVITATIONS_PER_JOB } from './job-limits.js';

/** A modal's content: server-rendered, escaped HTML. */
export const BrugerHtmlReply = Type.Object({ html: Type.String() });
export type BrugerHtmlReply = Static<typeof BrugerHtmlReply>;

export const JobContactState = LiteralUnion(CONTACT_STATES);
export type JobContactState = Static<typeof JobContactState>;

export const JobPageParams = Type.Object({ jobId: Id }, { additionalProperties: false });
export type JobPageParams = Static<typeof JobPageParams>;

/** A sealed offer: only the job's customer (and the bidding company) ever sees it. */
export const OfferView = Type.Object({
  bid_id: Id,
  amount: Type.Integer({ description: 'kroner incl. VAT' }),
  min_estimate: Type.Union([Type.Integer(), Type.Null()]),
  max_estimate: Type.Union([Type.Integer(), Type.Null()]),
  discount: Type.Union([Type.Integer(), Type.Null()]),
  hours_amount: Type.Union([Type.Integer(), Type.Null()]),
  hours_discount: Type.Union([Type.Integer(), Type.Null()]),
  comment: Type.String(),
  created_at: Type.Integer(),
  withdrawn: Type.Boolean(),
});
export type OfferView = Static<typeof OfferView>;

export const ThreadMessage = Type.Object({
  message_id: Id,
  sender: Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Literal('system')]),
  body: Type.String(),
  option: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer(),
  /** Unread by the reader until this page was opened (the page marks them read). */
  is_new: Type.Boolean(),
  /** The photos and PDFs attached to it, in their order (issue 30); its body may be empty then. */
  files: Type.Array(StoredFile),
});
export type ThreadMessage = Static<typeof ThreadMessage>;

/** An offer's excerpt of its company's description: at most this many characters, '…' included. */
export const OFFER_EXCERPT_MAX = 200;

export const JobPageContact = Type.Object({
  contact_id: Id,
  state: JobContactState,
  is_winner: Type.Boolean(),
  company: Type.Object({
    company_id: Id,
    name: Type.String(),
    slug: Type.String(),
    project: Type.String(),
    /** The town of its zip in the zip table (issue 31), '' without a real zip. */
    city: Type.String(),
    rating: Type.Union([Type.Number(), Type.Null()]),
    reviews_count: Type.Integer(),
    /** Its logo (issue 30), null without one. */
    logo: CompanyLogo,
    /** The register found its CVR number's company active: "CVR-verificeret" (issue 31). */
    cvr_verified: PublicCompanyDetails.properties.cvr_verified,
    /** Its typical reply time in minutes, null before it has made enough offers (issue 31). */
    reply_minutes: PublicCompanyDetails.properties.reply_minutes,
    /** The start of its description on one line, '…' when cut; '' without one (issue 31). */
    excerpt: Type.String({ maxLength: OFFER_EXCERPT_MAX }),
    /** Its street address, '' without one; shown with its zip and town (issue 31). */
    address: Type.String(),
    /** Its zip in the zip table, '' without a real zip (never '0000'). */
    zip: Type.String(),
  }),
  bid: Type.Union([OfferView, Type.Null()]),
  /** The final price the company reported when it finished the job, in øre; null until then. */
  finished_price_ore: Type.Union([Type.Integer(), Type.Null()]),
  messages: Type.Array(ThreadMessage),
});
export type JobPageContact = Static<typeof JobPageContact>;

/** GET /api/bruger/opgaver/:jobId: the customer's own job with every offer and conversation. */
export const JobPageReply = Type.Object({
  job: Type.Object({
    job_id: Id,
    headline: Type.String(),
    description: Type.String(),
    category_id: Id,
    category_name: Type.String(),
    zip: Type.String(),
    city: Type.String(),
    status: JobStatus,
    created_at: Type.Integer(),
    personalized_company_id: Type.Union([Id, Type.Null()]),
    hidden: Type.Boolean(),
    /** Removed by Opgavetorvet (issue 33): when and the reason the customer was told; null otherwise. */
    removal: Type.Optional(
      Type.Union([Type.Object({ at: Type.Integer(), reason: Type.String() }), Type.Null()]),
    ),
  }),
  /** The job's photos in their order (issue 30). */
  photos: Type.Array(Photo),
  /**
   * One row per answer (a checkbox question has a row per ticked option), in the questions' order:
   * the text shown, and what was answered (issue 32: the edit form is filled in with it).
   */
  attributes: Type.Array(
    Type.Object({
      attribute_id: Id,
      name: Type.String(),
      unit: Type.Union([Type.String(), Type.Null()]),
      value: Type.String(),
      option_id: Type.Union([Id, Type.Null()]),
      number_value: Type.Union([Type.Integer(), Type.Null()]),
      car_model_id: Type.Union([Id, Type.Null()]),
    }),
  ),
  contacts: Type.Array(JobPageContact),
  invitations: Type.Array(
    Type.Object({ company_id: Id, company_name: Type.String(), created_at: Type.Integer() }),
  ),
  state: Type.Object({
    can_invite: Type.Boolean(),
    invitations_left: Type.Integer(),
    can_choose: Type.Boolean(),
    /** Closed by expiry with no company chosen, or withdrawn within 30 days: the customer may open it again. */
    can_reopen: Type.Boolean(),
    winner_contact_id: Type.Union([Id, Type.Null()]),
  }),
});
export type JobPageReply = Static<typeof JobPageReply>;

/** POST /api/bruger/opgaver/:jobId/genaabn: an expired job open for offers again until `open_until`. */
export const ReopenJobReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  job_id: Id,
  open_until: Type.Integer(),
});
export type ReopenJobReply = Static<typeof ReopenJobReply>;

/** POST /api/bruger/opgaver/:jobId/skjul and /vis: the customer's hidden jobs (a 365-day cookie). */
export const HideJobReply = Type.Object({
  job_id: Id,
  hidden: Type.Boolean(),
  hidden_job_ids: Type.Array(Id),
});
export type HideJobReply = Static<typeof HideJobReply>;

export const BrugerCompanyBody = Type.Object({ company_id: Id }, { additionalProperties: false });
export type BrugerCompanyBody = Static<typeof BrugerCompanyBody>;

export const InviteCompanyBody = Type.Object({ company_id: Id, job_id: Id }, { additionalProperties: false });
export type InviteCompanyBody = Static<typeof InviteCompanyBody>;

/** /bruger/invite_company_by_email: the page shows response and message, and disables the button. */
export const InviteCompanyReply = Type.Object({
  response: Type.Literal('success'),
  message: Type.String(),
  company_id: Id,
});
export type InviteCompanyReply = Static<typeof InviteCompanyReply>;

/** A refused invitation (limit, twice, closed job): both the spec's shape and the error shape. */
export const InviteRefusedReply = Type.Object({
  type: Type.Literal('error'),
  response: Type.Literal('error'),
  message: Type.String(),
  company_id: Id,
});
export type InviteRefusedReply = Static<typeof InviteRefusedReply>;

export const STREET_ADDRESS_MAX = 120;
/** Street and number where the job is done ("Søndergade 12, 2. th."); zip and town are the job's (issue 32). */
export const StreetAddress = Filled(STREET_ADDRESS_MAX, 'errors:::street_address_required');

export const ChangeJobStatusBody = Type.Object(
  {
    job_id: Id,
    contact_id: Id,
    /** Where the job is done (issue 32): only the chosen company sees it; saved to a profile without one. */
    street_address: Type.Optional(StreetAddress),
  },
  { additionalProperties: false },
);
export type ChangeJobStatusBody = Static<typeof ChangeJobStatusBody>;

/** /ajax/bruger/changejobstatus: `result` is the supplier-hired page to go to. */
export const ChangeJobStatusReply = Type.Object({
  message: Type.String(),
  type: NotificationType,
  result: Type.String(),
});
export type ChangeJobStatusReply = Static<typeof ChangeJobStatusReply>;

export const BrugerContactBody = Type.Object({ contact_id: Id }, { additionalProperties: false });
export type BrugerContactBody = Static<typeof BrugerContactBody>;

export const ShowCheckBody = Type.Object({ contactid: Id }, { additionalProperties: false });
export type ShowCheckBody = Static<typeof ShowCheckBody>;

/** list: 1 = every offer the company made on the job (also withdrawn ones), 0 = the standing one. */
export const ModalListBody = Type.Object(
  { contactid: Id, jobid: Id, list: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })) },
  { additionalProperties: false },
);
export type ModalListBody = Static<typeof ModalListBody>;

/**
 * /ajax/bruger/modal_list. logsphone: the company has the customer's phone (it was chosen), so
 * the 'call me' button is shown; company_phone/company_mob: numbers the customer may call.
 */
export const ModalListReply = Type.Object({
  company_name: Type.String(),
  html: Type.String(),
  logsphone: Type.Boolean(),
  company_mob: Type.String(),
  company_phone: Type.String(),
  companyid: Id,
  contactid: Id,
});
export type ModalListReply = Static<typeof ModalListReply>;

export const IconIdeaBody = Type.Object({ job_id: Id }, { additionalProperties: false });
export type IconIdeaBody = Static<typeof IconIdeaBody>;

/** /bruger/update_icon_idea: the job block is open (html) or closed (html ''), kept per session. */
export const IconIdeaReply = Type.Object({ html: Type.String(), open: Type.Boolean(), job_id: Id });
export type IconIdeaReply = Static<typeof IconIdeaReply>;

/**
 * GET /api/bruger/opgaver/:jobId/firmaer: companies the customer may invite to the own open job —
 * those the job reaches (its category or that category's top-level one) that have not bid on it;
 * already invited ones come first with invited true. Empty when nobody can be invited.
 */
export const InviteCandidatesReply = Type.Object({
  companies: Type.Array(
    Type.Object({
      company_id: Id,
      name: Type.String(),
      slug: Type.String(),
      city: Type.String(),
      rating: Type.Union([Type.Number(), Type.Null()]),
      reviews_count: Type.Integer(),
      invited: Type.Boolean(),
    }),
  ),
});
export type InviteCandidatesReply = Static<typeof InviteCandidatesReply>;

/** PUT /api/bruger/opgaver/:jobId/billeder: the job's photos as they are to be, in order. */
export const JobPhotosBody = Type.Object(
  { photos: PhotoList(JOB_PHOTOS_MAX) },
  { additionalProperties: false },
);
export type JobPhotosBody = Static<typeof JobPhotosBody>;

/** The job's photos after the change. */
export const JobPhotosReply = Type.Object({ photos: Type.Array(Photo) });
export type JobPhotosReply = Static<typeof JobPhotosReply>;
