// Reads of the administrator's customer pages: customers found by name, e-mail, phone or zip a page
// at a time, and the head of one customer's page (with the block and its reason).
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ADMIN_CUSTOMERS_PAGE_SIZE, type AdminCustomerSearchReply } from '@opgavetorvet/contracts';
import { containsFolded } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { jobs, users } from '../../db/schema/index.js';

/** Customers (role user) not erased; an erased account has no name, e-mail or phone to find. */
const isCustomer = and(eq(users.role, 'user'), isNull(users.deletedAt));

/** The digits of the stored phone, so '20 30 40 50' and '+4520304050' are found by '2030'. */
const phoneDigits = sql`replace(replace(replace(coalesce(${users.phone}, ''), ' ', ''), '-', ''), '+', '')`;

/** The match of one search: name or e-mail containing it (Danish case folding), the phone's digits, or the zip. */
function matching(q: string) {
  const term = q.trim().toLocaleLowerCase('da-DK');
  if (term === '') return isCustomer;
  const digits = term.replace(/[^0-9]/g, '');
  const isNumber = /^[0-9 +-]+$/.test(term);
  return and(
    isCustomer,
    or(
      containsFolded(users.name, term),
      containsFolded(users.email, term),
      isNumber && digits.length >= 3 ? containsFolded(phoneDigits, digits) : undefined,
      isNumber && digits.length === 4 ? eq(users.zip, digits) : undefined,
    ),
  );
}

// Nested, so its columns keep their table names (drizzle leaves them off only in a selected field's
// own top-level SQL, where `id` would be the jobs' id).
const jobsOfUser = sql`select count(*) from ${jobs} where ${jobs.userId} = ${users.id}`;

/** A column of a select over `users`: the customer's jobs, all states. */
const jobCount = sql<number>`(${jobsOfUser})`;

/** Who the customer is: the columns the search looks in. */
const contactColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  zip: users.zip,
};

/** One page of the customers the search matches, newest first, and how many match in all. */
export async function searchCustomers(db: Db, q: string, page: number): Promise<AdminCustomerSearchReply> {
  const where = matching(q);
  const rows = await db
    .select({
      ...contactColumns,
      blocked_at: users.blockedAt,
      created_at: users.createdAt,
      job_count: jobCount,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE)
    .all();
  const total = (await db.select({ n: count() }).from(users).where(where).get())?.n ?? 0;
  return {
    customers: rows.map(({ blocked_at, job_count, ...row }) => ({
      ...row,
      job_count: Number(job_count),
      blocked: blocked_at !== null,
    })),
    page,
    page_size: ADMIN_CUSTOMERS_PAGE_SIZE,
    total: Number(total),
  };
}

/** The head of the administrator's customer page; undefined for no such customer (or another role). */
export async function customerById(db: Db, userId: number) {
  return await db
    .select({
      ...contactColumns,
      created_at: users.createdAt,
      last_login_at: users.lastLoginAt,
      deleted_at: users.deletedAt,
      blocked_at: users.blockedAt,
      blocked_reason: users.blockedReason,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user')))
    .get();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof customerById>>>;
