// A built front end's stand-in for the pages area's tests: the shell's index.html and main script,
// and mfe-firma's remoteEntry.js with one chunk, a stylesheet and its chunks.json, in a temporary
// static root.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHELL_HTML =
  '<!doctype html><html><head><title>Opgavetorvet</title><script defer src="/main.0123abcd.js"></script><link rel="stylesheet" href="/missing.89abcdef.css"><link rel=stylesheet href=/667.4567cdef.css></head><body><div id="root"></div></body></html>';

export function fakeShellBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'opgavetorvet-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell', 'dist', 'page.0123ab.js'), 'console.log(2)');
  writeFileSync(join(root, 'shell', 'dist', '667.4567cdef.css'), '.site-header{color:#456}');
  mkdirSync(join(root, 'mfe-firma', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-firma', 'dist', 'remoteEntry.js'), 'var mfe_firma;');
  writeFileSync(join(root, 'mfe-firma', 'dist', '412.89abcdef01.js'), 'chunk');
  writeFileSync(join(root, 'mfe-firma', 'dist', 'expose-routes.1a2b3c4d.css'), '.job-card{color:#123}');
  writeFileSync(
    join(root, 'mfe-firma', 'dist', 'chunks.json'),
    JSON.stringify({
      'expose-routes': ['expose-routes.1a2b3c4d.css', 'expose-routes.1a2b3c4d.js'],
      'page-firma-opgaver': ['412.89abcdef01.js', 'page-firma-opgaver.5e6f7a8b.js'],
    }),
  );
  return root;
}
