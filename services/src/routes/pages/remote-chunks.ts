// The remote code a page will run, for its preloads (issue 13, light pages): a remote served by
// this service lists in its build's chunks.json the files of its exposed './routes' and of each
// page chunk named after the page's path (/firma/opgaver → page-firma-opgaver). The file is read
// again when it changes, so a remote rebuilt while the service runs is preloaded right at once.
// A remote served from elsewhere (REMOTE_*_URL) has no preloads beyond its remoteEntry.js.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

type ChunksManifest = Record<string, string[]>;

const remembered = new Map<string, { changed: number; manifest: ChunksManifest }>();

async function chunksManifest(file: string): Promise<ChunksManifest> {
  const changed = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (changed === null) return {};
  const known = remembered.get(file);
  if (known?.changed === changed) return known.manifest;
  const manifest = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as ChunksManifest,
    () => ({}),
  );
  remembered.set(file, { changed, manifest });
  return manifest;
}

/** A locally served remote's entry URL: /remotes/<dir>/remoteEntry.js. */
const LOCAL_ENTRY = /^\/remotes\/(mfe-[a-z]+)\/remoteEntry\.js$/;

/** The folder of a remote this service serves (mfe-firma), or null for one served from elsewhere. */
export function localRemoteDir(entryUrl: string): string | null {
  return LOCAL_ENTRY.exec(entryUrl)?.[1] ?? null;
}

/** The chunk named after a page's path: /firma/opgaver/ → page-firma-opgaver. */
export function pageChunkName(path: string): string {
  return `page-${path.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '-')}`;
}

/** The URLs of the remote files the page at `path` loads first, scripts and stylesheets. */
export async function remoteChunkUrls(staticRoot: string, entryUrl: string, path: string): Promise<string[]> {
  const dir = localRemoteDir(entryUrl);
  if (!dir) return [];
  const manifest = await chunksManifest(join(staticRoot, dir, 'dist', 'chunks.json'));
  const files = [...(manifest['expose-routes'] ?? []), ...(manifest[pageChunkName(path)] ?? [])];
  return [...new Set(files)].map((file) => `/remotes/${dir}/${file}`);
}
