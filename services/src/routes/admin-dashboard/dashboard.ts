// GET /api/admin/oversigt?fra=&til=: the administrator's dashboard (issue 33) for a period of whole
// Copenhagen days (period.ts checks it). The figures come counted from SQL (job-figures.ts,
// activity-figures.ts); here they are only laid out: every day of the period (zeros where nothing
// happened), the per-day counts added up into the totals, the largest categories and regions first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_DASHBOARD_OFFERS_CAP,
  AdminDashboardQuery,
  AdminDashboardReply,
  FIRST_OFFER_STEPS,
  errorResponses,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  activeByCategory,
  activeByRegion,
  activeCompanies,
  failedNoticeDays,
  revenueDays,
  type ActiveRow,
} from './activity-figures.js';
import { jobFigures, medianMinutes } from './job-figures.js';
import { dayOfNumber, periodOf } from './period.js';

const byActivity = (rows: ActiveRow[]) =>
  rows
    .map((row) => ({ id: row.id, name: row.name, companies: row.companies, offers: row.offers }))
    .sort((a, b) => b.companies - a.companies || b.offers - a.offers || a.name.localeCompare(b.name, 'da'));

export async function dashboardOf(db: Db, query: AdminDashboardQuery): Promise<AdminDashboardReply> {
  const period = periodOf(query);
  const [{ days: jobs, waits }, active, categories, regions, revenue, failed] = await Promise.all([
    jobFigures(db, period),
    activeCompanies(db, period),
    activeByCategory(db, period),
    activeByRegion(db, period),
    revenueDays(db, period),
    failedNoticeDays(db, period),
  ]);
  const sum = (rows: readonly Record<string, unknown>[], key: string) =>
    rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  const withOffer = sum(jobs, 'with_offer');

  const days = new Map(
    period.days.map((day) => [day, { day, jobs: 0, offers: 0, hired: 0, revenue_ore: 0, failed_notices: 0 }]),
  );
  const dayOf = (localDay: number) => days.get(dayOfNumber(localDay));
  for (const row of jobs) {
    const day = dayOf(row.local_day);
    if (!day) continue;
    day.jobs = Number(row.jobs);
    day.offers = Number(row.offers ?? 0);
    day.hired = Number(row.hired ?? 0);
  }
  for (const row of revenue) {
    const day = dayOf(row.local_day);
    if (day) day.revenue_ore = Number(row.revenue ?? 0);
  }
  for (const row of failed) {
    const day = dayOf(row.local_day);
    if (day) day.failed_notices += Number(row.n);
  }
  const failedOn = (channel: 'email' | 'sms') =>
    failed.filter((row) => row.channel === channel).reduce((total, row) => total + Number(row.n), 0);

  return {
    from: period.from,
    to: period.to,
    totals: {
      jobs: sum(jobs, 'jobs'),
      offers: sum(jobs, 'offers'),
      jobs_with_offer: withOffer,
      hired: sum(jobs, 'hired'),
      first_offer_minutes_median: medianMinutes(waits),
      revenue_ore: sum(revenue, 'revenue'),
      active_companies: active,
      failed_notices: failedOn('email') + failedOn('sms'),
      failed_emails: failedOn('email'),
      failed_sms: failedOn('sms'),
    },
    days: [...days.values()],
    offers_per_job: Array.from({ length: ADMIN_DASHBOARD_OFFERS_CAP + 1 }, (_, offers) => ({
      offers,
      jobs: sum(jobs, `o${offers}`),
    })),
    first_offer: FIRST_OFFER_STEPS.map((step, i) => ({ step, jobs: sum(jobs, `w${i}`) })),
    categories: byActivity(categories),
    regions: byActivity(regions),
  };
}

const dashboardRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/oversigt',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The dashboard: the marketplace's figures per day, offers, hiring, plans' revenue and failed notices",
        querystring: AdminDashboardQuery,
        response: { 200: AdminDashboardReply, ...errorResponses },
      },
    },
    async (request) => await dashboardOf(fastify.db, request.query),
  );
};

export default dashboardRoute;
