// Makes sure Debian's PostgreSQL server binaries are there (initdb, pg_ctl) for the throw-away
// cluster the API tests run on beside SQLite (scripts/pg-cluster.mjs).
import { aptInstall } from './apt-install.mjs';
import { findPgBin } from './pg-cluster.mjs';

export async function ensurePostgres() {
  try {
    findPgBin();
    return;
  } catch {
    await aptInstall(['postgresql']);
  }
  findPgBin();
}
