// A company's public face, read by its public profile and by the customer's job page, modals and
// order forms: name, place, description and the star average over its customers' reviews.
import { and, avg, count, eq } from 'drizzle-orm';
import type { Db } from '../open.js';
import { companies, reviews } from '../schema/index.js';

/** The company's card, or undefined when there is no such company. */
export async function companyCard(db: Db, companyId: number) {
  const company = await db
    .select({
      id: companies.id,
      userId: companies.userId,
      name: companies.name,
      slug: companies.slug,
      project: companies.project,
      city: companies.city,
      zip: companies.zip,
      description: companies.description,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  if (!company) return undefined;
  const score = await db
    .select({ rating: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.kind, 'review')))
    .get();
  return {
    ...company,
    rating: score?.rating == null ? null : Math.round(Number(score.rating) * 10) / 10,
    reviewsCount: score?.n ?? 0,
  };
}
export type CompanyCard = NonNullable<Awaited<ReturnType<typeof companyCard>>>;
