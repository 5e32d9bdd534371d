// Statements prepared once per database: `perDatabase(build)` returns a getter that builds the
// statements (drizzle's `.prepare()` with placeholders) the first time a database asks and hands the
// same ones back after, so a hot call pays only for binding and running. A transaction shares its
// store's statements: they run inside whichever transaction is open where they are awaited.
import type { Queryable } from './engine/store.js';

type Session = object;

export function perDatabase<D extends Queryable, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<Session, T>();
  return (db) => {
    const session = (db as unknown as { session: Session }).session;
    let statements = built.get(session);
    if (statements === undefined) {
      statements = build(db);
      built.set(session, statements);
    }
    return statements;
  };
}
