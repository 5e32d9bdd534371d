// A job's first state: the posted job, 'open', saved with its answers and (for a visitor) the new
// account in one transaction. Shared by POST /api/opgaver and the personalised work order; what
// comes before (the account's password, the answers) and after (the log-in, the mail) is
// lib/job-posting.ts.
import type { Db, Tx } from '../../db/open.js';
import { jobAttributes, jobs, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import {
  NEW_ACCOUNT_CODE_TTL_SECONDS,
  type AnswerRow,
  type JobFields,
  type NewAccount,
} from '../../lib/job-posting.js';
import { JOB_TRANSITIONS } from './transitions.js';

export interface SaveJobHooks {
  /** Run first: a job this one repeats (a double-clicked submit); it is returned instead. */
  duplicateOf?: (tx: Tx) => Promise<number | undefined>;
  /** Run last: more rows of the new job. */
  extra?: (tx: Tx, jobId: number) => Promise<unknown>;
}

/** Creates the account (when new), the job and its answers (and the hooks' rows) in one transaction. */
export async function saveJob(
  db: Db,
  userId: number | null,
  account: NewAccount | null,
  job: JobFields,
  answers: AnswerRow[],
  hooks: SaveJobHooks = {},
): Promise<{ userId: number; jobId: number; duplicate: boolean }> {
  return await db.transaction(async (tx) => {
    const repeated = userId !== null ? await hooks.duplicateOf?.(tx) : undefined;
    if (userId !== null && repeated !== undefined) return { userId, jobId: repeated, duplicate: true };
    let ownerId = userId;
    if (account) {
      try {
        ownerId = (
          await tx
            .insert(users)
            .values({
              email: account.email,
              name: account.name,
              phone: account.phone,
              zip: job.zip,
              role: 'user',
              passwordHash: account.passwordHash,
              resetCode: account.resetCodeHash,
              resetCodeExpiresAt: account.resetCodeHash ? nowSeconds() + NEW_ACCOUNT_CODE_TTL_SECONDS : null,
            })
            .returning({ id: users.id })
            .get()
        ).id;
      } catch (err) {
        if (isUniqueViolation(err, 'users.email')) throw new AppError(409, 'errors:::email_taken');
        throw err;
      }
    }
    if (ownerId === null) throw new AppError(401, 'errors:::unauthorized');
    const jobId = (
      await tx
        .insert(jobs)
        .values({ userId: ownerId, ...job, status: JOB_TRANSITIONS.post.to, createdAt: nowSeconds() })
        .returning({ id: jobs.id })
        .get()
    ).id;
    if (answers.length > 0)
      await tx
        .insert(jobAttributes)
        .values(answers.map((a) => ({ ...a, jobId })))
        .run();
    await hooks.extra?.(tx, jobId);
    return { userId: ownerId, jobId, duplicate: false };
  });
}
