// The built front ends: shell/dist at / and each remote's dist under /remotes/<name>/. index.html
// and un-hashed files (remoteEntry.js) are revalidated on every load; content-hashed files are
// cached for a year. Remotes may be loaded from other origins (CORS *).
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const REMOTE_NAMES = ['mfe-bruger', 'mfe-firma', 'mfe-admin'] as const;

/** A webpack content hash in the file name: page-firma-konto.3f9a1c.js, 412.a1b2c3.css (6 or more hex digits). */
const HASHED = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i;

export function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function shellDist(staticRoot: string): string {
  return join(staticRoot, 'shell', 'dist');
}

const staticFiles: FastifyPluginAsync = async (fastify) => {
  const { staticRoot } = fastify.config;

  await fastify.register(fastifyStatic, {
    root: shellDist(staticRoot),
    prefix: '/',
    // '/' is a page like the others: the SPA fallback sends index.html with its first screen.
    index: false,
    allowedPath: (pathname) => pathname !== '/',
    cacheControl: false,
    // The build wrote each file's .br and .gz beside it; the one the browser accepts is sent.
    preCompressed: true,
    // Missing files fall through to the not-found handler (the SPA fallback).
    setHeaders: (reply, path) => cacheHeaders(reply, path),
    schemaHide: true,
  });

  for (const name of REMOTE_NAMES) {
    await fastify.register(fastifyStatic, {
      root: join(staticRoot, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        cacheHeaders(reply, path);
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
      schemaHide: true,
    });
  }
};

export default staticFiles;
