// Statements prepared once per database: `perDatabase(build)` returns a getter that builds the
// statements (drizzle's `.prepare()` with placeholders) the first time a database asks and hands the
// same ones back after, so a hot call pays only for binding and running.
import type { Db } from './open.js';

export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (statements === undefined) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
