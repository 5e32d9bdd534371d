// The job post that fans out: FAN_OUT Pro companies (the demo's own plus bench companies made here)
// work in one category and the region of the job's zip; each posted job must reach every one of
// them by mail and SMS. The post only marks the job as not yet announced, in its own transaction;
// the delivery worker announces it (alerts and queued notices in one transaction per job) and then
// renders the notices. `waitForFanOut` measures how long the worker takes for what was posted.
import Database from 'better-sqlite3';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';

export const FAN_OUT = 50;
export const FAN_OUT_CATEGORY = 'smed';
export const FAN_OUT_ZIP = '8000';

const YEAR = 365 * 86_400;

/** Adds Pro companies until FAN_OUT companies match a job in the category at the zip; returns FAN_OUT. */
export function addMatchingCompanies(file: string): number {
  const db = new Database(file);
  try {
    const { categoryId, regionId } = db
      .prepare(
        `select c.id categoryId, z.region_id regionId from categories c, zip_codes z where c.slug = ? and z.zip = ?`,
      )
      .get(FAN_OUT_CATEGORY, FAN_OUT_ZIP) as { categoryId: number; regionId: number };
    const existing = db
      .prepare(
        `select count(*) from company_categories cc where cc.category_id = @category
         and (not exists (select 1 from company_regions r where r.company_id = cc.company_id)
           or exists (select 1 from company_regions r where r.company_id = cc.company_id and r.region_id = @region))`,
      )
      .pluck()
      .get({ category: categoryId, region: regionId }) as number;
    const now = Math.floor(Date.now() / 1000);
    const user = db.prepare(
      `insert into users (email, password_hash, name, phone, role) values (?, 'bench: no login', ?, ?, 'company') returning id`,
    );
    const company = db.prepare(
      `insert into companies (user_id, name, slug, email, phone, zip, city) values (?, ?, ?, ?, ?, ?, 'Aarhus C') returning id`,
    );
    const inCategory = db.prepare('insert into company_categories (company_id, category_id) values (?, ?)');
    const inRegion = db.prepare('insert into company_regions (company_id, region_id) values (?, ?)');
    const pro = db.prepare(
      `insert into subscriptions (company_id, category_id, type, period_starts_at, period_ends_at) values (?, ?, 'pro', ?, ?)
       on conflict do update set type = 'pro', period_ends_at = excluded.period_ends_at`,
    );
    db.transaction(() => {
      for (const { company_id: id } of db
        .prepare('select company_id from company_categories where category_id = ?')
        .all(categoryId) as { company_id: number }[])
        pro.run(id, categoryId, now, now + YEAR);
      for (let n = existing + 1; n <= FAN_OUT; n += 1) {
        const name = `Bench Smedie ${n}`;
        const email = `bench-smed-${n}@bench.example`;
        const userId = (user.get(email, name, `2${String(n).padStart(7, '0')}`) as { id: number }).id;
        const id = (
          company.get(userId, name, `bench-smedie-${n}`, email, null, FAN_OUT_ZIP) as { id: number }
        ).id;
        inCategory.run(id, categoryId);
        inRegion.run(id, regionId);
        pro.run(id, categoryId, now, now + YEAR);
      }
    })();
    return FAN_OUT;
  } finally {
    db.close();
  }
}

/** A valid job body for the category: its required questions answered with their first option or 10. */
export async function fanOutJob(base: string): Promise<() => string> {
  const form = (await (
    await fetch(`${base}/api/categories/${FAN_OUT_CATEGORY}`)
  ).json()) as CategoryDetailReply;
  const attributes = form.attributes
    .filter((attribute) => attribute.required)
    .map((attribute) =>
      attribute.kind === 'number'
        ? { attribute_id: attribute.id, number_value: 10 }
        : { attribute_id: attribute.id, option_id: attribute.options[0]!.id },
    );
  let n = 0;
  return () =>
    JSON.stringify({
      category_id: form.category.id,
      headline: `Nyt rækværk til altanen ${(n += 1)}`,
      description: 'Galvaniseret stål, ca. 6 meter, monteret på eksisterende beton.',
      zip: FAN_OUT_ZIP,
      attributes,
    });
}

export interface FanOutFigures {
  jobs: number;
  alerts: number;
  notices: number;
  seconds: number;
}

/** Waits until every job posted since `fromJobId` is announced and its notices rendered. */
export async function waitForFanOut(
  file: string,
  fromJobId: number,
  started: number,
): Promise<FanOutFigures> {
  const db = new Database(file, { readonly: true });
  try {
    const pending = db.prepare(
      `select (select count(*) from jobs where id > ? and announced_at is null)
        + (select count(*) from outbox where body is null)`,
    );
    while ((pending.pluck().get(fromJobId) as number) > 0) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - started) / 1000;
    const count = (sql: string) => db.prepare(sql).pluck().get(fromJobId) as number;
    return {
      jobs: count('select count(*) from jobs where id > ?'),
      alerts: count('select count(*) from job_alerts where job_id > ?'),
      notices: count(
        `select count(*) from outbox where created_at >= (select min(created_at) from jobs where id > ?)`,
      ),
      seconds,
    };
  } finally {
    db.close();
  }
}

export function lastJobId(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select max(id) from jobs').pluck().get() as number;
  } finally {
    db.close();
  }
}
