// The dated additions ("Tilføjelse") a customer wrote to her job after its first offer (issue 32),
// oldest first: read by the customer's job page and the companies' description of the job.
import { asc, eq } from 'drizzle-orm';
import type { Reader } from '../open.js';
import { jobAdditions } from '../schema/index.js';

export interface JobAdditionRow {
  addition_id: number;
  text: string;
  created_at: number;
}

export async function additionsOf(db: Reader, jobId: number): Promise<JobAdditionRow[]> {
  return await db
    .select({ addition_id: jobAdditions.id, text: jobAdditions.text, created_at: jobAdditions.createdAt })
    .from(jobAdditions)
    .where(eq(jobAdditions.jobId, jobId))
    .orderBy(asc(jobAdditions.createdAt), asc(jobAdditions.id))
    .all();
}
