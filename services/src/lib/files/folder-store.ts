// The file store in a folder (the default; FILES_DIR, else `files` beside the SQLite file). An
// object `<key>/<file>` is the file `<folder>/<first two characters of key>/<key>/<file>`, so no
// directory holds more than a few thousand entries. A write goes to a temporary file renamed into
// place, so a reader never sees half of it; the content type follows from the name's extension.
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, opendir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { extname, join } from 'node:path';
import { CONTENT_TYPES } from './names.js';
import { OBJECT_NAME, checkObjectName, type FileStore, type ListedObject } from './store.js';

const SHARD_LENGTH = 2;
const TYPES: Record<string, string> = {
  '.webp': CONTENT_TYPES.webp,
  '.jpg': CONTENT_TYPES.jpg,
  '.pdf': CONTENT_TYPES.pdf,
};

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** The entries of a directory, or none when it is not there. */
async function* entriesOf(dir: string) {
  let handle;
  try {
    handle = await opendir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of handle) yield entry;
}

export function folderStore(root: string): FileStore {
  const pathOf = (name: string) => {
    checkObjectName(name);
    return join(root, name.slice(0, SHARD_LENGTH), name);
  };

  return {
    backend: 'folder',

    async put(name, bytes) {
      const path = pathOf(name);
      const dir = join(path, '..');
      await mkdir(dir, { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async open(name) {
      const path = pathOf(name);
      try {
        const { size } = await stat(path);
        const body = createReadStream(path);
        // Opened now, so a file removed between the look and the read is still read whole.
        await new Promise<void>((resolve, reject) => {
          body.once('open', () => resolve());
          body.once('error', reject);
        });
        return { body, size, contentType: TYPES[extname(path)] ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(names) {
      const dirs = new Set<string>();
      for (const name of names) {
        const path = pathOf(name);
        await rm(path, { force: true });
        dirs.add(join(path, '..'));
      }
      // The key's folder goes when its last object does.
      for (const dir of dirs) await rmdir(dir).catch(() => undefined);
    },

    async *list(): AsyncIterable<ListedObject> {
      // No folder yet (nothing was ever stored): nothing to list, and no need to ask the disk.
      if (!existsSync(root)) return;
      for await (const shard of entriesOf(root)) {
        if (!shard.isDirectory()) continue;
        for await (const key of entriesOf(join(root, shard.name))) {
          if (!key.isDirectory()) continue;
          for await (const file of entriesOf(join(root, shard.name, key.name))) {
            const name = `${key.name}/${file.name}`;
            if (!file.isFile() || !OBJECT_NAME.test(name)) continue;
            const info = await stat(join(root, shard.name, key.name, file.name)).catch(() => null);
            if (info) yield { name, modifiedAt: Math.floor(info.mtimeMs / 1000) };
          }
        }
      }
    },

    async close() {},
  };
}
