// The "keep my job open" link of the expiry warning: signed for the job and the opening period it
// was sent in, so it works logged out, once per warning, and cannot be made for another job.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { jobs } from '../../db/schema/index.js';
import type { LinkSigner } from '../signed-links.js';
import { DAY } from './once.js';

export const KEEP_OPEN_DAYS = 30;

const signed = (jobId: number, expires: number) => `keep-open:${jobId}:${expires}`;

export function keepOpenPath(signer: LinkSigner, jobId: number, expires: number): string {
  const query = new URLSearchParams({
    j: String(jobId),
    e: String(expires),
    s: signer.sign(signed(jobId, expires)),
  });
  return `/opgave/hold-aaben?${query.toString()}`;
}

export type KeepOpenOutcome =
  { kept: true; until: number; headline: string } | { kept: false; reason: 'invalid' | 'closed' };

/** Moves the job's end 30 days on from the end the link was sent for (or from now, if later). */
export async function keepOpen(
  db: Db,
  signer: LinkSigner,
  jobId: number,
  expires: number,
  signature: string,
  now: number,
): Promise<KeepOpenOutcome> {
  if (!signer.verify(signed(jobId, expires), signature)) return { kept: false, reason: 'invalid' };
  const job = await db
    .select({
      headline: jobs.headline,
      status: jobs.status,
      openUntil: jobs.openUntil,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
  if (!job) return { kept: false, reason: 'invalid' };
  if (job.status !== 'open') return { kept: false, reason: 'closed' };
  const current = job.openUntil ?? job.createdAt + KEEP_OPEN_DAYS * DAY;
  // The same link used twice keeps the end it gave the first time.
  const until = Math.max(expires, now) + KEEP_OPEN_DAYS * DAY;
  if (current < until) {
    await db
      .update(jobs)
      .set({ openUntil: until })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), sql`coalesce(${jobs.openUntil}, 0) < ${until}`))
      .run();
  }
  return { kept: true, until: Math.max(current, until), headline: job.headline };
}
