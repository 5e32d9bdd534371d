// Uniqueness lives in the schema (unique indexes), not in an `if` before the insert: a write that
// breaks one fails with the engine's unique-constraint error, which the caller turns into its
// refusal. drizzle wraps the engine's error ("Failed query"), so the cause chain is searched.

type EngineError = { code?: string; message?: string; table?: string; detail?: string; cause?: unknown };

function* causes(err: unknown): Generator<EngineError> {
  let current = err as EngineError | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current;
    current = current.cause as EngineError | undefined;
  }
}

/** 'invitations.job_id, invitations.company_id' → PostgreSQL's detail "Key (job_id, company_id)=…". */
function postgresNames(e: EngineError, name: string): boolean {
  const parts = name.split(',').map((part) => part.trim().split('.'));
  const table = parts[0]?.[0];
  const columns = parts.map((part) => part[1]).join(', ');
  return e.table === table && (e.detail ?? '').startsWith(`Key (${columns})=`);
}

/**
 * True for a unique-constraint error of either engine; with names, only when the failed index's
 * columns name one of them ('users.email', 'invitations.job_id, invitations.company_id').
 */
export function isUniqueViolation(err: unknown, ...names: string[]): boolean {
  for (const e of causes(err)) {
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE')
      return names.length === 0 || names.some((name) => (e.message ?? '').includes(name));
    if (e.code === '23505') return names.length === 0 || names.some((name) => postgresNames(e, name));
  }
  return false;
}
