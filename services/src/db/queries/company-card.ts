// A company's public face, read by its public profile and by the customer's job page, modals and
// order forms: name, place, description and the star average over its customers' reviews. The
// score is two correlated columns, so a list of companies (the job page's offers) selects it in the
// same statement as its rows. The place is the zip table's (issue 31): a zip that is not a real one
// ('0000' from before sign-up checked it) shows no place, never "0000".
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open.js';
import { companies, reviews, zipCodes } from '../schema/index.js';

// A review the administrator removed (issue 33) counts in neither the number nor the average.
const customersReviews = sql`${reviews} where ${reviews.companyId} = ${companies.id} and ${reviews.kind} = 'review' and ${reviews.removedAt} is null`;

/** Columns of a select over `companies`: the average and number of the company's customers' reviews. */
export const reviewScore = {
  average: sql<number | string | null>`(select avg(${reviews.rating}) from ${customersReviews})`,
  reviewsCount: sql<number>`(select count(*) from ${customersReviews})`.mapWith(Number),
};

/** The star average shown: one decimal, null without reviews. */
export function starsOf(average: number | string | null): number | null {
  return average == null ? null : Math.round(Number(average) * 10) / 10;
}

/** The company's card, or undefined when there is no such company. */
export async function companyCard(db: Db, companyId: number) {
  const company = await db
    .select({
      id: companies.id,
      userId: companies.userId,
      name: companies.name,
      slug: companies.slug,
      project: companies.project,
      city: zipCodes.city,
      zip: zipCodes.zip,
      description: companies.description,
      average: reviewScore.average,
      reviewsCount: reviewScore.reviewsCount,
    })
    .from(companies)
    .leftJoin(zipCodes, eq(zipCodes.zip, companies.zip))
    .where(eq(companies.id, companyId))
    .get();
  if (!company) return undefined;
  const { average, ...card } = company;
  return { ...card, rating: starsOf(average) };
}
export type CompanyCard = NonNullable<Awaited<ReturnType<typeof companyCard>>>;
