// A customer's job page reply for the component tests: job 333 with two standing offers, and its
// control (issue 32).
import type { JobControlReply, JobPageContact, JobPageReply } from '@opgavetorvet/contracts';

const offer = (
  contactId: number,
  bidId: number,
  companyId: number,
  name: string,
  slug: string,
): JobPageContact => ({
  contact_id: contactId,
  state: 'bid',
  is_winner: false,
  company: {
    company_id: companyId,
    name,
    slug,
    project: 'opgavetorvet',
    city: 'Aarhus',
    rating: 4.5,
    reviews_count: 3,
    logo: null,
    cvr_verified: false,
    reply_minutes: null,
    excerpt: '',
    address: '',
    zip: '',
  },
  bid: {
    bid_id: bidId,
    amount: 1234567,
    min_estimate: 10000,
    max_estimate: 14500,
    discount: null,
    hours_amount: null,
    hours_discount: null,
    comment: 'Vi kan starte mandag',
    created_at: 1_700_000_000,
    withdrawn: false,
  },
  finished_price_ore: null,
  messages: [],
});

const first = offer(41, 501, 21, 'Tømrer Hansen ApS', 'tomrer-hansen');
first.messages = [
  {
    message_id: 1,
    sender: 'company',
    body: 'Hvornår passer det?',
    option: null,
    created_at: 1_700_000_100,
    is_new: true,
    files: [],
  },
];

export const jobPage: JobPageReply = {
  job: {
    job_id: 333,
    headline: 'Nyt køkken',
    description: 'Montering af nyt køkken',
    category_id: 5,
    category_name: 'Køkken',
    zip: '8000',
    city: 'Aarhus C',
    status: 'open',
    created_at: 1_700_000_000,
    personalized_company_id: null,
    hidden: false,
  },
  photos: [],
  attributes: [
    {
      attribute_id: 1,
      name: 'Antal skabe',
      unit: 'stk.',
      value: '12',
      option_id: null,
      number_value: 12,
      car_model_id: null,
    },
  ],
  contacts: [first, offer(42, 502, 22, 'Byg & Co', 'byg-co')],
  invitations: [],
  state: {
    can_invite: true,
    invitations_left: 4,
    can_choose: true,
    can_reopen: false,
    winner_contact_id: null,
  },
};

const DAY = 24 * 60 * 60;

/** GET /api/bruger/opgaver/333/styring of the same job: open with offers, the profile's street known. */
export const jobControl: JobControlReply = {
  job_id: 333,
  can_edit: false,
  can_add: true,
  can_withdraw: true,
  reopen_until: null,
  withdrawal: null,
  additions: [],
  progress: {
    steps: [
      { step: 'created', reached: true, at: 1_700_000_000 },
      { step: 'offers', reached: true, at: 1_700_000_000 },
      { step: 'chosen', reached: false, at: null },
      { step: 'confirmed', reached: false, at: null },
      { step: 'done', reached: false, at: null },
      { step: 'reviewed', reached: false, at: null },
    ],
    current: 'offers',
    next: 'choose',
    by: 1_700_000_000 + 30 * DAY,
    reminder_at: 1_700_000_000 + 27 * DAY,
    company: null,
  },
  street_address: 'Søndergade 12',
  questions: [],
};
