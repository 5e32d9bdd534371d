// The demo logins' own story: Mette Hansen's jobs in every state with bids from the demo company
// and others, and the demo company's won jobs in every contact state. Labels are reported.
import type { ContactState, JobStatus } from '../schema/index.js';
import type { AccountSeed, Customer } from './accounts.js';
import type { CompanySeed, SeedCompany } from './companies.js';
import { DAY, HOUR, type SeedContext } from './context.js';
import type { ContactPlan, JobPlan } from './plan.js';

type Row = [label: string, slug: string, status: JobStatus, daysAgo: number, text: string | null];

/** Mette's jobs; "D" in a contact list is the demo company, a number is that many other companies. */
const metteJobs: [Row, string][] = [
  [
    [
      'bruger_open_with_bids',
      'toemrer',
      'open',
      2,
      'Ny terrasse i lærketræ ca. 25 m²|Vi ønsker en ny terrasse i sibirisk lærk ud for stuen, ca. 25 m². Den gamle terrasse skal fjernes.',
    ],
    'D:bid:unread 3:bid',
  ],
  [['bruger_open_many_bids', 'maler', 'open', 5, null], 'D:bid 3:bid 1:declined 1:withdrawn'],
  [['bruger_open_no_bids', 'flyttefirma', 'open', 1, null], ''],
  [
    ['bruger_assigned_awaiting', 'tagdaekker', 'assigned', 4, null],
    'D:awaiting_confirmation:winner 2:declined',
  ],
  [
    [
      'bruger_assigned_confirmed',
      'murer',
      'assigned',
      12,
      'Omfugning af facade på rækkehus|Fugerne på vores rækkehus er slidte og skal kradses ud og omfuges. Ca. 60 m² facade.',
    ],
    'D:confirmed:winner 1:declined',
  ],
  [['bruger_changes_proposed', 'badevaerelse', 'assigned', 9, null], '1:changes_proposed:winner 1:bid'],
  [
    [
      'bruger_cancel_pending',
      'toemrer',
      'assigned',
      20,
      'Carport til én bil med redskabsrum|Der skal bygges en fritstående carport med fladt tag og et lille redskabsrum i den ene ende.',
    ],
    'D:cancel_pending:winner 1:declined',
  ],
  [['bruger_finished_other', 'gulvlaegger', 'finished', 60, null], '1:finished:winner:5 1:declined'],
  [['bruger_finished_demo', 'anlaegsgartner', 'finished', 90, null], 'D:finished:winner:4 2:declined'],
  [['bruger_cancelled', 'mekaniker', 'cancelled', 45, null], '1:cancelled:winner'],
  [['bruger_closed', 'vinduespudsning', 'closed', 70, null], '2:bid'],
];

/** The demo company's other won jobs, each for another customer. */
const firmaJobs: [Row, string][] = [
  [
    [
      'firma_refused',
      'toemrer',
      'assigned',
      10,
      'Kvist på 1. sal i parcelhus|Vi vil gerne have en kvist på badeværelset på 1. sal for at få mere lys og loftshøjde.',
    ],
    'D:refused:winner 1:declined',
  ],
  [['firma_changes_proposed', 'murer', 'assigned', 8, null], 'D:changes_proposed:winner:unread 2:declined'],
  [['firma_awaiting_seen', 'maler', 'assigned', 6, null], 'D:awaiting_confirmation:winner:seen 1:bid'],
  [['firma_confirmed_overdue', 'tagdaekker', 'assigned', 40, null], 'D:confirmed:winner:overdue'],
  [['firma_confirmed_upcoming', 'badevaerelse', 'assigned', 7, null], 'D:confirmed:winner 2:declined'],
  [['firma_cancel_pending', 'maler', 'assigned', 25, null], 'D:cancel_pending:winner'],
  [['firma_finished_negative', 'toemrer', 'finished', 120, null], 'D:finished:winner:2 1:declined'],
  [['firma_finished_positive', 'murer', 'finished', 75, null], 'D:finished:winner:5'],
  [['firma_cancelled', 'anlaegsgartner', 'cancelled', 50, null], 'D:cancelled:winner 1:bid'],
  [['firma_closed', 'toemrer', 'closed', 35, null], 'D:confirmed:winner'],
  [['firma_open_bid_unread', 'murer', 'open', 3, null], 'D:bid:unread_company 2:bid'],
  [['firma_open_invited', 'maler', 'open', 1, null], '1:bid'],
];

export function planDemoJobs(ctx: SeedContext, accounts: AccountSeed, companies: CompanySeed): JobPlan[] {
  const { rng } = ctx;
  const others = (slug: string): SeedCompany[] => {
    const categoryId = ctx.catalog.idBySlug.get(slug) ?? 0;
    return rng.sample(
      (companies.inCategory.get(categoryId) ?? []).filter((c) => c !== companies.demo),
      5,
    );
  };
  const plan = ([label, slug, status, daysAgo, text]: Row, spec: string, customer: Customer): JobPlan => {
    const categoryId = ctx.catalog.idBySlug.get(slug) ?? 0;
    const pool = others(slug);
    const contacts = spec
      .split(' ')
      .filter(Boolean)
      .flatMap((part) => contactsOf(part, companies.demo, pool));
    return {
      label,
      customer,
      categoryId,
      zip: customer.zip,
      status,
      createdAt: ctx.base - daysAgo * DAY - rng.int(1, 9) * HOUR,
      text: text ?? undefined,
      contacts,
      invited:
        label === 'bruger_open_no_bids' || label === 'firma_open_invited'
          ? [companies.demo, ...pool.slice(2, 3)]
          : [],
    };
  };
  const nearby = accounts.customers.filter((c) => c.regionId === 1 || c.regionId === 2);
  return [
    ...metteJobs.map(([row, spec]) => plan(row, spec, accounts.demoUser)),
    ...firmaJobs.map(([row, spec], index) => plan(row, spec, nearby[index % nearby.length])),
  ];
}

/** "D:state:winner:flag" or "2:state": the demo company, or that many other companies from the pool. */
function contactsOf(part: string, demo: SeedCompany, pool: SeedCompany[]): ContactPlan[] {
  const [who, state, ...flags] = part.split(':');
  const companies = who === 'D' ? [demo] : pool.splice(0, Number(who));
  const rating = flags.map(Number).find((n) => n >= 1 && n <= 5);
  return companies.map((company) => ({
    company,
    state: state as ContactState,
    winner: flags.includes('winner'),
    seen: flags.includes('seen') ? true : state === 'awaiting_confirmation' ? false : true,
    overdue: flags.includes('overdue'),
    rating,
    unreadForUser: flags.includes('unread') || (who !== 'D' && state === 'bid'),
    unreadForCompany: flags.includes('unread_company'),
  }));
}
