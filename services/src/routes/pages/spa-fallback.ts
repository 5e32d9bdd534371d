// The not-found handler. A page URL of SPEC §2 (/, /createjob, /bruger/opgaver, /firma/opgaver,
// /{slug} …) opened in a browser gets the shell's index.html with status 200 and the shell's router
// takes over; anything else (API calls, missing files) gets 404 errors:::not_found. Without a
// built shell the browser gets a short 503 page in the visitor's language.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { replyWithError } from '../../plugins/app/error-handler.js';
import { shellDist } from './static-files.js';
import { renderUnavailablePage } from './unavailable-page.js';

/** First path segments that are never pages: calls, documentation and files. */
const NOT_PAGES = /^\/(api|ajax|docs|remotes|locales|social|opgave|bruger2|firma2|sogeagenter)(\/|$|\.)/;

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  const last = path.split('/').at(-1) ?? '';
  return !NOT_PAGES.test(path) && !last.includes('.');
}

const spaFallback: FastifyPluginAsync = async (fastify) => {
  const root = shellDist(fastify.config.staticRoot);

  fastify.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request))
      return replyWithError(new AppError(404, 'errors:::not_found'), request, reply);
    if (existsSync(join(root, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    const html = renderUnavailablePage({
      lang: request.lang === 'en' ? 'en' : 'da',
      title: 'Opgavetorvet',
      text: request.t('errors:::shell_unavailable'),
    });
    return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};

export default spaFallback;
