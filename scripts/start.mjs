// `npm start`: builds the front ends and the service (tsc to JavaScript) where they are older than
// their sources, then starts the compiled service, which migrates
// the database, seeds the Danish demo data into an empty one and serves http://localhost:3000.
// `npm run start:cluster` (--cluster) starts several service processes behind that one port
// (SERVICE_PROCESSES, default one per CPU; services/src/cluster.ts).
import { buildFrontEnds, buildService, root, run } from './lib.mjs';

await buildFrontEnds();
await buildService();
const entry = process.argv.includes('--cluster') ? 'services/dist/cluster.js' : 'services/dist/server.js';
const code = await run(process.execPath, [entry], {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
