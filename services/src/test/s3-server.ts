// A real S3-compatible server for tests (s3rver) on 127.0.0.1, a free port and a temporary folder
// of its own, with one bucket; the S3 settings that point the service's file store at it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export interface TestS3 {
  /** The settings of the service's S3 file store (S3_ENDPOINT, S3_BUCKET, keys). */
  config: S3Config;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** s3rver's fixed credentials. */
const S3RVER_KEY = 'S3RVER';

export async function startTestS3(bucket = 'opgavetorvet-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
