// Uniqueness lives in the schema (unique indexes), not in an `if` before the insert: a write that
// breaks one fails with SQLite's unique-constraint error, which the caller turns into its refusal.

/**
 * True for SQLite's unique-constraint error; with names, only when the failed index's columns
 * name one of them ('users.email', 'invitations.job_id, invitations.company_id').
 */
export function isUniqueViolation(err: unknown, ...names: string[]): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return names.length === 0 || names.some((name) => (e.message ?? '').includes(name));
}
