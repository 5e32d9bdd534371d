// How the company is doing (issue 31, /firma/statistik): its offers, the jobs it won of them, the
// revenue it reported when finishing jobs and how fast it answers, per Copenhagen month for the
// last 12 months and per category. GET /api/firma/statistik, the calling company's own.
import { Type, type Static } from 'typebox';

/** The months the statistics cover: this month and the 11 before it. */
export const STATISTICS_MONTHS = 12;

const Count = Type.Integer({ minimum: 0 });
const Ore = Type.Integer({ minimum: 0 });
/** Whole minutes, or null where there is no offer to take the median of. */
const Minutes = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/**
 * One Copenhagen month. `offers`: jobs the company sent its first offer on that month; `won`: of
 * those, the ones whose customer chose it; `revenue_ore`: the final prices it reported for jobs it
 * finished that month; `reply_minutes_median`: the median time from a job's alert to the offer, over
 * that month's offers.
 */
export const StatisticsMonth = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  offers: Count,
  won: Count,
  revenue_ore: Ore,
  reply_minutes_median: Minutes,
});
export type StatisticsMonth = Static<typeof StatisticsMonth>;

/** One category (as the job was posted in) over the 12 months; only categories with an offer or revenue. */
export const StatisticsCategory = Type.Object({
  category_id: Type.Integer(),
  name: Type.String(),
  offers: Count,
  won: Count,
  revenue_ore: Ore,
});
export type StatisticsCategory = Static<typeof StatisticsCategory>;

/** The 12 months together. */
export const StatisticsTotals = Type.Object({
  offers: Count,
  won: Count,
  revenue_ore: Ore,
  reply_minutes_median: Minutes,
});
export type StatisticsTotals = Static<typeof StatisticsTotals>;

/** GET /api/firma/statistik: `months` oldest first, all 12 of them; `categories` most offers first. */
export const CompanyStatisticsReply = Type.Object({
  months: Type.Array(StatisticsMonth, { minItems: STATISTICS_MONTHS, maxItems: STATISTICS_MONTHS }),
  categories: Type.Array(StatisticsCategory),
  totals: StatisticsTotals,
});
export type CompanyStatisticsReply = Static<typeof CompanyStatisticsReply>;

/** The hit rate: won offers of the offers sent, 0–1; null with no offers. */
export const hitRate = (won: number, offers: number): number | null => (offers > 0 ? won / offers : null);
