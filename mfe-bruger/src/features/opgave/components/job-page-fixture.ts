// A customer's job page reply for the component tests: job 333 with two standing offers.
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';

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
  attributes: [{ attribute_id: 1, name: 'Antal skabe', unit: 'stk.', value: '12' }],
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
