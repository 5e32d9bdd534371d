// `npm start`: builds the front ends and the service (tsc to JavaScript) where they are older than
// their sources, then starts the compiled service, which migrates
// the database, seeds the Danish demo data into an empty one and serves http://localhost:3000.
import { buildFrontEnds, buildService, root, run } from './lib.mjs';

await buildFrontEnds();
await buildService();
const code = await run(process.execPath, ['services/dist/server.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
