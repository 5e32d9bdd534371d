// A remote's first screen for the service (packages/ui server, issue 29): bundles the remote's
// src/app/first-screen.server.tsx — its own page components, with React and the libraries they
// use — for Node into server/dist/first-screen.cjs, which the service loads from the remote's
// build (services routes/pages/remote-first-screens.ts). Run by each remote's `npm run build`.
import { join } from 'node:path';
import { build } from 'esbuild';

const appDir = process.cwd();

await build({
  entryPoints: [join(appDir, 'src', 'app', 'first-screen.server.tsx')],
  outfile: join(appDir, 'server', 'dist', 'first-screen.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  // Workspace packages from their TypeScript source, as the browser build takes them.
  conditions: ['source'],
  // The styles are the browser build's; the markup only names their classes.
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
