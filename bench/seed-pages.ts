// The pages the bench opens as the demo customer: two of her jobs, open, one with an offer from the
// demo company and one with offers from ten companies (GET /api/bruger/opgaver/:id), and the demo
// company's threads with its customers, which its messages go round (POST /opgave/new_message).
import type Database from 'better-sqlite3';

export interface CustomerPages {
  customerId: number;
  /** The customer's job with one offer, and with ten. */
  oneOffer: number;
  tenOffers: number;
  /** What a message from the demo company on one of its offers names (the call's body), per thread. */
  threads: { bidid: number; userid: number; companyid: number }[];
}

/** How many of the demo company's threads the messages go round (one conversation each). */
const THREADS = 500;

export function seedCustomerPages(
  db: Database.Database,
  customerEmail: string,
  companyId: number,
): CustomerPages {
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
  const customerId = one<{ id: number }>('select id from users where email = ?', customerEmail).id;
  const categoryId = one<{ category_id: number }>(
    'select category_id from company_categories where company_id = ? order by category_id limit 1',
    companyId,
  ).category_id;
  const others = (
    db.prepare('select id from companies where id <> ? order by id limit 9').all(companyId) as {
      id: number;
    }[]
  ).map((row) => row.id);
  const now = Math.floor(Date.now() / 1000);
  const job =
    db.prepare(`insert into jobs (user_id, category_id, headline, description, zip, status, created_at, announced_at)
    values (?, ?, ?, 'Ny terrasse i lærk, ca. 30 m². Send gerne et tilbud inkl. moms.', '2100', 'open', ?, 1)`);
  const contact = db.prepare(
    `insert into contacts (job_id, company_id, state, is_winner, created_at) values (?, ?, 'bid', 0, ?)`,
  );
  const bid = db.prepare(
    `insert into bids (contact_id, amount, min_estimate, max_estimate, comment, created_at) values (?, ?, ?, ?, 'Prisen er inkl. moms.', ?)`,
  );
  const jobWith = (headline: string, bidders: number[]) => {
    const jobId = Number(job.run(customerId, categoryId, headline, now - 3600).lastInsertRowid);
    const bidIds = bidders.map((bidder, n) => {
      const contactId = Number(contact.run(jobId, bidder, now - 3000 + n).lastInsertRowid);
      const amount = 20_000 + n * 1_500;
      return Number(
        bid.run(contactId, amount, Math.round(amount * 0.9), Math.round(amount * 1.1), now - 3000 + n)
          .lastInsertRowid,
      );
    });
    return { jobId, bidIds };
  };
  return db.transaction(() => {
    const single = jobWith('Ny terrasse (et tilbud)', [companyId]);
    const ten = jobWith('Ny terrasse (ti tilbud)', [companyId, ...others]);
    return {
      customerId,
      oneOffer: single.jobId,
      tenOffers: ten.jobId,
      threads: (
        db
          .prepare(
            `select b.id bidid, j.user_id userid from bids b join contacts c on c.id = b.contact_id
             join jobs j on j.id = c.job_id where c.company_id = ? order by b.id desc limit ?`,
          )
          .all(companyId, THREADS) as { bidid: number; userid: number }[]
      ).map((thread) => ({ ...thread, companyid: companyId })),
    };
  })();
}
