// The not-found handler. A page URL of SPEC §2 (/, /createjob, /bruger/opgaver, /firma/opgaver,
// /{slug} …) gets the shell's index.html with status 200, with its first screen and what it fetches
// first (first-screen.tsx), and the shell's router takes over; any other address read as a page
// (/foo/bar, /bruger/foo, /{slug} of no company) gets the same page with status 404 (page-status.ts),
// where the shell shows its not-found screen in the site's frame. Pages answer as pages whatever the
// Accept header says (curl, uptime monitors and link checkers ask for */* or nothing); only calls
// (/api/*, the other call prefixes, an address the service has a call at under another method) and
// missing files get 404 errors:::not_found as JSON. With a session cookie the page also
// carries the replies to its first calls (first-replies.ts) and, on a portal's landing page, its
// first screen drawn by the remote's own components (remote-first-screens.ts). Without a built shell the browser gets a
// short 503 page in the visitor's language.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { replyWithError } from '../../plugins/app/error-handler.js';
import { firstReplies } from './first-replies.js';
import { remoteOf, shellStylesheets, withFirstScreen } from './first-screen.js';
import { remoteFirstScreen } from './remote-first-screens.js';
import { pageStatus } from './page-status.js';
import { remoteChunkUrls } from './remote-chunks.js';
import { loadResources, pickLang } from '../../lib/translator.js';
import { carriedStyles } from './carried-styles.js';
import { shellDist } from './static-files.js';
import { renderUnavailablePage } from './unavailable-page.js';

/** First path segments that are never pages: calls, documentation and files. */
const NOT_PAGES = /^\/(api|ajax|docs|remotes|locales|social|opgave|bruger2|firma2|sogeagenter)(\/|$|\.)/;

/** Methods of the calls the catalogue has at addresses inside the pages' areas (POST /bruger/findemail). */
const CALL_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  const last = path.split('/').at(-1) ?? '';
  if (NOT_PAGES.test(path) || last.includes('.')) return false;
  return !CALL_METHODS.some((method) => request.server.hasRoute({ method, url: path }));
}

const spaFallback: FastifyPluginAsync = async (fastify) => {
  const root = shellDist(fastify.config.staticRoot);
  const resources = loadResources(fastify.config.localesDir);

  fastify.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request))
      return replyWithError(new AppError(404, 'errors:::not_found'), request, reply);
    const indexHtml = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
    if (indexHtml !== null) {
      const [path = '/', search = ''] = request.url.split('?', 2);
      const status = await pageStatus(fastify.db, path);
      const { replies, cookies } = await firstReplies(fastify, request, path);
      const remote = remoteOf(path);
      const remoteFiles = remote
        ? await remoteChunkUrls(fastify.config.staticRoot, fastify.config.remotes[remote], path)
        : [];
      const lang = pickLang(request.lang);
      const landing =
        remote && Object.keys(replies).length > 0
          ? await remoteFirstScreen(fastify.config.staticRoot, fastify.config.remotes[remote], {
              path,
              search,
              lang,
              resources: { [lang]: resources[lang] ?? {} },
              replies,
              cookies: request.headers.cookie ?? '',
            })
          : null;
      const page = withFirstScreen(indexHtml, {
        path,
        lang: request.lang,
        remotes: fastify.config.remotes,
        t: (key) => request.t(key),
        replies,
        remoteFiles,
        landing,
        styles: await carriedStyles(fastify.config.staticRoot, [
          ...shellStylesheets(indexHtml),
          ...(landing ? remoteFiles : []),
        ]),
      });
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // A page that carries a session's replies (its CSRF token, its lists) is never stored.
      const caching = Object.keys(replies).length > 0 ? 'no-store' : 'no-cache';
      return reply.code(status).header('cache-control', caching).type('text/html; charset=utf-8').send(page);
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
