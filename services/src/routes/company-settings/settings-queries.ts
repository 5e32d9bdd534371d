// A company's own presentation settings in the database: notification phone, widget colour with
// the figures the widget shows, and opening times (one row per day and type). Scoped to the company.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OpeningTimeBody } from '@opgavetorvet/contracts';
import { conflictColumns } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { companies, openingTimes, reviews } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { closesBeforeOpening } from './rules.js';

export async function setNotifyPhone(db: Db, companyId: number, phone: string | null): Promise<void> {
  await db.update(companies).set({ notifyPhone: phone }).where(eq(companies.id, companyId)).run();
}

export async function setWidgetColor(db: Db, companyId: number, color: string): Promise<void> {
  await db.update(companies).set({ widgetColor: color }).where(eq(companies.id, companyId)).run();
}

/** What the embeddable widget shows: name, profile slug, and the average of customer and public reviews. */
export async function widgetCard(
  db: Db,
  companyId: number,
): Promise<{ name: string; slug: string; count: number; average: number }> {
  const company = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  if (!company) throw new AppError(404, 'errors:::not_found');
  const stats = await db
    .select({ count: sql<number>`count(*)`, average: sql<number>`coalesce(avg(${reviews.rating}), 0)` })
    .from(reviews)
    // The customers' reviews, as the public profile counts them (db/queries/company-card.ts): the
    // widget and the profile it links to show the same figure.
    .where(and(eq(reviews.companyId, companyId), eq(reviews.kind, 'review'), isNull(reviews.removedAt)))
    .get();
  return { ...company, count: stats?.count ?? 0, average: stats?.average ?? 0 };
}

/** The public widget's company by profile slug, with its saved colour. */
export async function companyBySlug(
  db: Db,
  slug: string,
): Promise<{ id: number; widgetColor: string } | undefined> {
  return await db
    .select({ id: companies.id, widgetColor: companies.widgetColor })
    .from(companies)
    .where(eq(companies.slug, slug))
    .get();
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  return (
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).get()) !==
    undefined
  );
}

export type OpeningRow = { day: number; type: 'open' | 'close' | 'closed'; val: string };

export async function openingTimesOf(db: Db, companyId: number): Promise<OpeningRow[]> {
  return await db
    .select({ day: openingTimes.day, type: openingTimes.type, val: openingTimes.val })
    .from(openingTimes)
    .where(eq(openingTimes.companyId, companyId))
    .orderBy(asc(openingTimes.day), asc(openingTimes.type))
    .all();
}

/** Saves one value; closed '0' removes the day's closed mark. A day may not close before it opens. */
export async function saveOpeningTime(
  db: Db,
  companyId: number,
  { type, day, val }: OpeningTimeBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const key = and(
      eq(openingTimes.companyId, companyId),
      eq(openingTimes.day, day),
      eq(openingTimes.type, type),
    );
    if (type === 'closed' && val === '0') {
      await tx.delete(openingTimes).where(key).run();
      return;
    }
    await tx
      .insert(openingTimes)
      .values({ companyId, day, type, val })
      .onConflictDoUpdate({
        target: conflictColumns(openingTimes.companyId, openingTimes.day, openingTimes.type),
        set: { val },
      })
      .run();
    const rows = await tx
      .select({ type: openingTimes.type, val: openingTimes.val })
      .from(openingTimes)
      .where(and(eq(openingTimes.companyId, companyId), eq(openingTimes.day, day)))
      .all();
    const open = rows.find((r) => r.type === 'open')?.val;
    const close = rows.find((r) => r.type === 'close')?.val;
    if (closesBeforeOpening(open, close)) throw new AppError(400, 'errors:::opening_close_before_open');
  });
}
