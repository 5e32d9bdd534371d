// The one storage interface of stored files (issue 30): a folder by default (folder-store.ts), or
// any S3-compatible object store when S3_ENDPOINT and S3_BUCKET are set (s3-store.ts), so several
// service machines share the files. Objects are written once under names that never change
// (names.ts) and removed as a whole; the database holds what they are (db/schema/files.ts).
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config.js';
import { folderStore } from './folder-store.js';
import { s3Store } from './s3-store.js';

/** An object read from the store. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** An object as a listing names it, with when it was last written (unix seconds). */
export interface ListedObject {
  name: string;
  modifiedAt: number;
}

export interface FileStore {
  /** 'folder' or 's3': for the log and the tests. */
  readonly backend: 'folder' | 's3';
  /** Writes an object whole; a reader never sees half of it. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none by that name. */
  open(name: string): Promise<StoredObject | null>;
  /** Removes these objects; a name that is not there is no error. */
  remove(names: string[]): Promise<void>;
  /** Every object, in no particular order (for the sweep). */
  list(): AsyncIterable<ListedObject>;
  /** Lets go of connections; the store is unusable after. */
  close(): Promise<void>;
}

/** Object names are `<key>/<file>` of URL-safe characters: nothing else reaches a backend. */
export const OBJECT_NAME = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.[a-z]{2,5}$/;

export function checkObjectName(name: string): void {
  if (!OBJECT_NAME.test(name)) throw new Error(`not an object name: ${JSON.stringify(name)}`);
}

/** The store the configuration asks for. */
export function createFileStore(config: Pick<AppConfig, 'filesDir' | 's3'>): FileStore {
  return config.s3 ? s3Store(config.s3) : folderStore(config.filesDir);
}
