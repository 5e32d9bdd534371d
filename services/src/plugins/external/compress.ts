// Compressed replies: brotli, else gzip, as the client accepts, for text replies over 1 KB (API
// JSON, HTML pages and fragments). The front ends' files are compressed once at build time and
// served as they are (@fastify/static's preCompressed), so this plugin leaves replies that already
// carry a Content-Encoding alone; the event stream writes to the socket itself and is never
// buffered by it.
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Replies below this many bytes go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // A fast brotli level for replies made per request (the default 11 is for files made once).
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
