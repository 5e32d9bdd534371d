// drizzle-kit configuration for PostgreSQL: `npm run db:generate:pg -w services` writes the pg-core
// tables from the SQLite schema (scripts/write-pg-schema.ts) and then a migration from them.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg/tables.ts',
  out: './src/db/migrations-pg',
  casing: 'snake_case',
});
