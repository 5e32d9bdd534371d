// Writes src/db/schema-pg/tables.ts (the PostgreSQL tables for drizzle-kit) from the SQLite schema:
// `npm run db:generate:pg -w services` runs it before drizzle-kit generates a PostgreSQL migration.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from '../src/db/schema/index.js';
import { renderPgSchema } from '../src/db/schema-pg/render.js';

const target = fileURLToPath(new URL('../src/db/schema-pg/tables.ts', import.meta.url));
writeFileSync(target, await renderPgSchema(schema, target));
console.log(`wrote ${target}`);
