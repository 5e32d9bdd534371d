// The file store on S3-compatible object storage (AWS S3, MinIO, Hetzner Object Storage, …) through
// the official @aws-sdk/client-s3: used when S3_ENDPOINT and S3_BUCKET are set, so several service
// machines share the files. Addressed path-style (most S3-compatible servers want it), and checksums
// only where an operation requires one: the SDK's newer default (a CRC32 on every upload) is refused
// by several S3-compatible servers.
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { OBJECT_NAME, checkObjectName, type FileStore, type ListedObject } from './store.js';

/** DeleteObjects takes at most this many names at once. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function s3Store(config: S3Config): FileStore {
  // The SDK warns once per process on Node 20 that its releases after January 2027 need Node 22; its
  // maintainers' documented switch turns that off (aws/aws-sdk-js-v3#7983), unless the operator set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;

  return {
    backend: 's3',

    async put(name, bytes, contentType) {
      checkObjectName(name);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async open(name) {
      checkObjectName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(names) {
      names.forEach(checkObjectName);
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const batch = names.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(
            `S3 did not remove ${failed.length} objects: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
      }
    },

    async *list(): AsyncIterable<ListedObject> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !OBJECT_NAME.test(object.Key)) continue;
          const modified = object.LastModified?.getTime() ?? Date.now();
          yield { name: object.Key, modifiedAt: Math.floor(modified / 1000) };
        }
      }
    },

    async close() {
      client.destroy();
    },
  };
}
