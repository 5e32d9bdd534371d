// Plans the marketplace's random jobs: a realistic mix of every job status and contact state,
// posted by the customers in categories where companies in their region can bid.
import type { ContactState, JobStatus } from '../schema/index.js';
import type { AccountSeed, Customer } from './accounts.js';
import type { CompanySeed, SeedCompany } from './companies.js';
import { DAY, type SeedContext } from './context.js';
import type { ContactPlan, JobPlan } from './plan.js';

type Outcome =
  | 'open'
  | 'awaiting_confirmation'
  | 'confirmed'
  | 'changes_proposed'
  | 'refused'
  | 'cancel_pending'
  | 'finished'
  | 'cancelled'
  | 'closed';

const outcomes: [Outcome, number][] = [
  ['open', 34],
  ['awaiting_confirmation', 6],
  ['confirmed', 9],
  ['changes_proposed', 3],
  ['refused', 3],
  ['cancel_pending', 4],
  ['finished', 24],
  ['cancelled', 6],
  ['closed', 11],
];
/** How long ago jobs of each outcome were posted, in days. */
const ageSpan: Record<Outcome, [number, number]> = {
  open: [0, 28],
  awaiting_confirmation: [3, 20],
  confirmed: [6, 50],
  changes_proposed: [5, 40],
  refused: [5, 40],
  cancel_pending: [8, 45],
  finished: [30, 400],
  cancelled: [25, 300],
  closed: [20, 400],
};
/** Share of jobs per top-level category, in tree order. */
const topWeights = [58, 12, 10, 9, 8, 3];
export const ratingWeights: [number, number][] = [
  [5, 48],
  [4, 27],
  [3, 10],
  [2, 7],
  [1, 8],
];

export function planRandomJobs(
  ctx: SeedContext,
  accounts: AccountSeed,
  companies: CompanySeed,
  count: number,
): JobPlan[] {
  const { rng, catalog } = ctx;
  const tops = catalog.topLevelIds.map((id, index) => [id, topWeights[index] ?? 1] as [number, number]);
  const plans: JobPlan[] = [];
  while (plans.length < count) {
    const outcome = rng.weighted(outcomes);
    const top = rng.weighted(tops);
    const subcategories = catalog.subcategoryIds.filter(
      (id) => catalog.topOf.get(id) === top && companies.inCategory.has(id),
    );
    const categoryId = rng.pick(subcategories);
    const customer = rng.pick(accounts.customers);
    const zip = rng.chance(0.85)
      ? customer.zip
      : rng.pick(ctx.regions.zipsOfRegion.get(customer.regionId) ?? []).zip;
    const [from, to] = ageSpan[outcome];
    const createdAt = ctx.ago(from + rng.next() * (to - from), 10);
    const pool = biddersFor(ctx, companies, categoryId, customer);
    const contacts = contactsFor(ctx, outcome, pool, createdAt);
    // A job that closed without a chosen company ran out its open days: it expired.
    const expired = outcome === 'closed' && !contacts.some((contact) => contact.winner);
    plans.push({
      customer,
      categoryId,
      zip,
      createdAt,
      status: expired ? 'expired' : statusOf(outcome),
      contacts,
      invited: outcome === 'open' && rng.chance(0.35) ? rng.sample(pool, rng.int(1, 3)) : [],
      personalizedCompanyId: outcome === 'open' && rng.chance(0.04) ? pool[0]?.id : undefined,
    });
  }
  return plans;
}

function statusOf(outcome: Outcome): JobStatus {
  if (outcome === 'open' || outcome === 'finished' || outcome === 'cancelled' || outcome === 'closed')
    return outcome;
  return 'assigned';
}

/** Companies in the category, preferring those working in the customer's region; the demo company often joins. */
function biddersFor(
  ctx: SeedContext,
  companies: CompanySeed,
  categoryId: number,
  customer: Customer,
): SeedCompany[] {
  const { rng } = ctx;
  const all = companies.inCategory.get(categoryId) ?? [];
  const local = all.filter((c) => c.regionIds.includes(customer.regionId));
  const pool = rng.sample(local.length >= 2 ? local : all, 5).filter((c) => c !== companies.demo);
  if (all.includes(companies.demo) && rng.chance(0.35)) pool.unshift(companies.demo);
  return pool;
}

function contactsFor(
  ctx: SeedContext,
  outcome: Outcome,
  pool: SeedCompany[],
  createdAt: number,
): ContactPlan[] {
  const { rng } = ctx;
  const recent = createdAt > ctx.base - 10 * DAY;
  const wanted =
    outcome === 'open'
      ? rng.weighted([
          [0, 15],
          [1, 20],
          [2, 25],
          [3, 20],
          [4, 12],
          [5, 8],
        ] as const)
      : rng.int(1, 5);
  const chosen = rng.sample(pool, wanted);
  const hasWinner = outcome !== 'open' && (outcome !== 'closed' || rng.chance(0.6));
  const winnerIndex = hasWinner ? rng.int(0, chosen.length - 1) : -1;
  return chosen.map((company, index): ContactPlan => {
    const unread = { unreadForUser: recent && rng.chance(0.3), unreadForCompany: recent && rng.chance(0.2) };
    if (index !== winnerIndex) {
      const state: ContactState =
        outcome === 'open'
          ? rng.weighted([
              ['bid', 78],
              ['declined', 12],
              ['withdrawn', 10],
            ] as const)
          : rng.weighted([
              ['bid', 45],
              ['declined', 55],
            ] as const);
      return { company, state, ...unread };
    }
    const state: ContactState = outcome === 'closed' ? 'confirmed' : (outcome as ContactState);
    return {
      company,
      state,
      winner: true,
      ...unread,
      seen: state === 'awaiting_confirmation' ? rng.chance(0.5) : true,
      overdue:
        state === 'confirmed' && outcome !== 'closed' && createdAt < ctx.base - 25 * DAY && rng.chance(0.5),
      rating: state === 'finished' && rng.chance(0.75) ? rng.weighted(ratingWeights) : undefined,
    };
  });
}
