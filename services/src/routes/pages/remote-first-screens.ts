// A portal's landing page drawn by its remote's own components (issue 13 light pages, issue 29):
// each remote's build writes a server bundle of its pages' first screens beside its browser build
// (<remote>/server/dist/first-screen.cjs, packages/ui server and scripts/build-first-screen.mjs).
// The service loads it from the remote's build — never from the remote's source — and again when
// the file changes, so a rebuilt remote is drawn with its new components; it calls its
// `renderFirstScreen` with the replies the page carries. A remote served from elsewhere, a build
// without the bundle or a bundle that fails gives no first screen: the page starts as before.
import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FirstScreenInput, FirstScreenOutput } from '@opgavetorvet/contracts';
import { localRemoteDir } from './remote-chunks.js';

type Render = (input: FirstScreenInput) => Promise<unknown>;

const load = createRequire(import.meta.url);
const loaded = new Map<string, { changed: number; render: Render | null }>();

/** The bundle's render function, loaded again when the file changed; null without a usable bundle. */
async function rendererOf(file: string): Promise<Render | null> {
  const changed = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (changed === null) return null;
  const known = loaded.get(file);
  if (known?.changed === changed) return known.render;
  delete load.cache[file];
  let render: Render | null = null;
  try {
    const module = load(file) as { renderFirstScreen?: unknown };
    if (typeof module.renderFirstScreen === 'function') render = module.renderFirstScreen as Render;
  } catch {
    render = null;
  }
  loaded.set(file, { changed, render });
  return render;
}

function isFirstScreen(value: unknown): value is FirstScreenOutput {
  const screen = value as Partial<FirstScreenOutput> | null;
  return typeof screen?.html === 'string' && typeof screen.replacedBy === 'string';
}

/** The page's first screen drawn by its remote, or null. */
export async function remoteFirstScreen(
  staticRoot: string,
  entryUrl: string,
  input: FirstScreenInput,
): Promise<FirstScreenOutput | null> {
  const dir = localRemoteDir(entryUrl);
  if (!dir) return null;
  const render = await rendererOf(join(staticRoot, dir, 'server', 'dist', 'first-screen.cjs'));
  if (!render) return null;
  const screen = await render(input).catch(() => null);
  return isFirstScreen(screen) ? screen : null;
}
