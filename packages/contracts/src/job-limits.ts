// Limits of a customer's job that her job page shows: plain numbers in a module without TypeBox
// (like page-sizes.ts), so the page does not load the schema library for a number (issue 30).
// customer-jobs.ts re-exports them beside its schemas.

/**
 * SPEC §5/§9 "allowed only while the invite count is below 4": an invitation is allowed while the
 * job has fewer than 4, so a job has at most 4 invitations (slots 1..4) and the fifth is refused.
 */
export const MAX_INVITATIONS_PER_JOB = 4;
