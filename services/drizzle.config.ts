// drizzle-kit configuration: `npm run db:generate -w services` writes a migration from the schema (run with
// the `source` condition: the schema takes its state lists from the contracts' TypeScript source).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
