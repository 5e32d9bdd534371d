// Who must hear of a new job: every company whose categories (the job's category or its top-level
// one) and regions (all regions when it chose none) cover it, and every company with a search agent
// (sogeagent) for that category whose region and zip, when set, are the job's and whose words, when
// set, are all in the job's title, text or category (Danish lower case), and whose answer option,
// when set, is among the job's answers (e.g. 'Træsort: Eg'). Never the job's own poster, never a
// blocked company, never for a job addressed to one company. With each, its plan in that category.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rawAll } from '../../db/engine/raw.js';
import type { Db } from '../../db/open.js';
import { categories, jobs, zipCodes } from '../../db/schema/index.js';

export interface AlertJob {
  id: number;
  headline: string;
  description: string;
  zip: string;
  city: string;
  category: string;
}

export interface Candidate extends MatchedCompany {
  /** The agent's words; null for a match by the company's own categories and regions, or an agent without words. */
  words: string | null;
}

export interface MatchedCompany {
  companyId: number;
  userId: number;
  email: string;
  name: string;
  phone: string | null;
  /** 2 pro-plus, 1 pro, 0 basic (or no paid plan running in the job's category). */
  planRank: number;
}

/** The open job to announce, or undefined when it is gone, not open or addressed to one company. */
export async function alertJob(db: Db, jobId: number): Promise<AlertJob | undefined> {
  return await db
    .select({
      id: jobs.id,
      headline: jobs.headline,
      description: jobs.description,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      category: categories.name,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), isNull(jobs.personalizedCompanyId)))
    .get();
}

/** True when every word of the agent is in the job's text (Danish lower case, so 'Lærk' finds 'lærk'). */
export function wordsMatch(
  words: string,
  job: Pick<AlertJob, 'headline' | 'description' | 'category'>,
): boolean {
  const text = `${job.headline} ${job.description} ${job.category}`.toLocaleLowerCase('da-DK');
  return words
    .toLocaleLowerCase('da-DK')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Every company the job's categories and regions or a search agent point at, before the agents' words
 * are checked; a company may come twice. SQL text: two common tables (the job, the union of the
 * category and agent matches) joined beside the companies; matching-rows.test.ts checks its rows.
 */
export async function alertCandidates(db: Db, jobId: number, now: number): Promise<Candidate[]> {
  return await rawAll<Candidate>(
    db,
    sql`
    with job as (
      select j.id, j.user_id, j.category_id, c.parent_id, j.zip, z.region_id
      from jobs j join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip
      where j.id = ${jobId}
    ),
    matched as (
      select cc.company_id, null words from company_categories cc, job
      where cc.category_id in (job.category_id, job.parent_id)
        and (not exists (select 1 from company_regions r where r.company_id = cc.company_id)
          or exists (select 1 from company_regions r where r.company_id = cc.company_id and r.region_id = job.region_id))
      union all
      select a.company_id, a.words from mail_agents a, job
      where a.category_id in (job.category_id, job.parent_id)
        and (a.region_id is null or a.region_id = job.region_id)
        and (a.zip is null or a.zip = '' or a.zip = job.zip)
        and (a.option_id is null
          or exists (select 1 from job_attributes ja where ja.job_id = job.id and ja.option_id = a.option_id))
    )
    select f.id "companyId", f.user_id "userId", f.email, f.name, m.words,
      coalesce(nullif(f.notify_phone, ''), u.phone) phone,
      coalesce((select max(case s.type when 'pro-plus' then 2 when 'pro' then 1 else 0 end)
        from subscriptions s where s.company_id = f.id and s.category_id in (job.category_id, job.parent_id)
          and s.period_ends_at > ${now}), 0) "planRank"
    from matched m join companies f on f.id = m.company_id join users u on u.id = f.user_id, job
    where f.user_id <> job.user_id and f.blocked_at is null
    order by f.id`,
  );
}

export async function matchingCompanies(db: Db, job: AlertJob, now: number): Promise<MatchedCompany[]> {
  const candidates = await alertCandidates(db, job.id, now);
  const told = new Map<number, MatchedCompany>();
  for (const { words, ...company } of candidates) {
    if (told.has(company.companyId) || (words !== null && !wordsMatch(words, job))) continue;
    told.set(company.companyId, company);
  }
  return [...told.values()];
}
