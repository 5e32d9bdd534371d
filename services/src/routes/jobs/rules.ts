// Business rules of posting a job as plain functions: which answers fit a category's attributes,
// and which contact fields a visitor without a login must give (SPEC §5's texts). Saving the job is
// lib/job-posting.ts (the personalised work order saves its jobs the same way).
import type { CreateJobBody } from '@opgavetorvet/contracts';
import type { NewPoster } from '../../lib/job-posting.js';

/** Whether answers fit a category's attributes: shared with editing a job (issue 32), lib/job-answers.ts. */
export { checkAnswers } from '../../lib/job-answers.js';

/**
 * The message keys of the missing contact fields of a visitor (SPEC §5 personalised form), or the
 * poster's fields when none is missing. Format errors were already refused by the schema.
 */
export function checkNewPoster(body: CreateJobBody): { poster: NewPoster } | { missing: string[] } {
  const missing: string[] = [];
  if (!body.name?.trim()) missing.push('errors:::full_name');
  if (!body.email) missing.push('errors:::email_required');
  if (!body.phone) missing.push('errors:::phone');
  if (missing.length > 0 || !body.name || !body.email || !body.phone) return { missing };
  return {
    poster: {
      name: body.name.trim(),
      email: body.email.trim().toLowerCase(),
      phone: body.phone.trim(),
      password: body.password,
    },
  };
}
