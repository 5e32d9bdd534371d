// `npm start`: builds the front ends that are not built, then starts the service, which migrates
// the database, seeds the Danish demo data into an empty one and serves http://localhost:3000.
import { buildFrontEnds, root, run } from './lib.mjs';

await buildFrontEnds();
const code = await run(process.execPath, ['--import', 'tsx', 'services/src/server.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
