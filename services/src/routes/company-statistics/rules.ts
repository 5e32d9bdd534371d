// The company's statistics counted from its rows (issue 31): the last 12 Copenhagen months, and per
// month and per category the offers, the won ones among them (the contact reached a chosen state:
// domain/jobs CHOSEN_STATES), the revenue reported by finishing jobs and the median reply time.
// An offer counts in the month it was sent (so `won` is "of that month's offers", and the hit rate
// never passes 100 %); revenue in the month the job was finished.
import {
  STATISTICS_MONTHS,
  copenhagenWallClock,
  copenhagenWallClockParts,
  fromCopenhagenWallClock,
  type CompanyStatisticsReply,
  type StatisticsCategory,
  type StatisticsMonth,
} from '@opgavetorvet/contracts';
import { medianMinutes, replySeconds, type OfferTimes } from '../../db/queries/reply-time.js';
import type { ContactState } from '../../db/schema/index.js';
import { CHOSEN_STATES } from '../../domain/jobs/transitions.js';

export interface OfferRow extends OfferTimes {
  categoryId: number;
  categoryName: string;
  state: ContactState;
}

export interface RevenueRow {
  categoryId: number;
  categoryName: string;
  finishedAt: number;
  priceOre: number;
}

/** The months counted ('YYYY-MM', oldest first) and the first second of the oldest. */
export interface MonthWindow {
  from: number;
  months: string[];
}

/** This Copenhagen month and the ones before it, `count` in all. */
export function lastMonths(now: number, count = STATISTICS_MONTHS): MonthWindow {
  const { year, month } = copenhagenWallClockParts(now * 1000);
  const months = Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - count + i, 1));
    return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { from: fromCopenhagenWallClock(year, month - count + 1, 1), months };
}

/** The Copenhagen month of an instant, 'YYYY-MM'. */
export const monthOf = (seconds: number): string => copenhagenWallClock(seconds).slice(0, 7);

const isChosen = (state: ContactState): boolean => CHOSEN_STATES.includes(state);

interface Tally {
  offers: number;
  won: number;
  revenue_ore: number;
  replies: number[];
}

const emptyTally = (): Tally => ({ offers: 0, won: 0, revenue_ore: 0, replies: [] });

export function statisticsOf(
  window: MonthWindow,
  offers: readonly OfferRow[],
  revenue: readonly RevenueRow[],
): CompanyStatisticsReply {
  const months = new Map(window.months.map((month) => [month, emptyTally()]));
  const categories = new Map<number, { name: string; tally: Tally }>();
  const total = emptyTally();
  const categoryOf = (id: number, name: string) => {
    let entry = categories.get(id);
    if (!entry) categories.set(id, (entry = { name, tally: emptyTally() }));
    return entry.tally;
  };

  for (const offer of offers) {
    const month = months.get(monthOf(offer.offeredAt));
    if (!month) continue;
    const won = isChosen(offer.state) ? 1 : 0;
    const reply = replySeconds(offer);
    for (const tally of [month, categoryOf(offer.categoryId, offer.categoryName), total]) {
      tally.offers += 1;
      tally.won += won;
      tally.replies.push(reply);
    }
  }
  for (const job of revenue) {
    const month = months.get(monthOf(job.finishedAt));
    if (!month) continue;
    for (const tally of [month, categoryOf(job.categoryId, job.categoryName), total])
      tally.revenue_ore += job.priceOre;
  }

  const figures = ({ offers: sent, won, revenue_ore }: Tally) => ({ offers: sent, won, revenue_ore });
  return {
    months: [...months].map(([month, tally]): StatisticsMonth => ({
      month,
      ...figures(tally),
      reply_minutes_median: medianMinutes(tally.replies),
    })),
    categories: [...categories]
      .map(([id, { name, tally }]): StatisticsCategory => ({ category_id: id, name, ...figures(tally) }))
      .sort(
        (a, b) => b.offers - a.offers || b.revenue_ore - a.revenue_ore || a.name.localeCompare(b.name, 'da'),
      ),
    totals: { ...figures(total), reply_minutes_median: medianMinutes(total.replies) },
  };
}
