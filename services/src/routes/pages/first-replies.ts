// A page's first calls, answered with the page (issue 13, light pages). When the browser opens a
// page with a session cookie, the shell's first screen would otherwise wait for two round trips
// after its JavaScript has run: GET /api/session, then the landing page's own list. The service
// answers them here through the same routes (fastify.inject: the same session, permissions,
// schemas and hooks as a call from the browser) and the page carries the replies; the front end's
// base query uses each one once, for the first GET of its URL (packages/ui first-replies.ts).
// Without a session cookie (a first visit, a crawler) nothing is answered ahead: no session is
// created for a page view the browser's JavaScript does not make.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGES, type Role, type SessionReply } from '@opgavetorvet/contracts';
import { SESSION_COOKIE } from '../../plugins/external/session.js';

/**
 * The GET calls each portal's landing page makes at once when its role opens it (the query hooks
 * of mfe-bruger's opgaver page, mfe-firma's open jobs page with its start checklist, mfe-admin's
 * cancellations page and the administrator's header count), exactly as the base query writes their URLs.
 */
const LANDING_CALLS: Record<string, { role: Role; calls: string[] }> = {
  [PAGES.brugerOpgaver]: { role: 'user', calls: ['/api/bruger/opgaver'] },
  [PAGES.firmaOpgaver]: {
    role: 'company',
    calls: ['/api/firma/opgaver?page=1', '/api/firma/kom-godt-i-gang'],
  },
  [PAGES.adminAnnulleringer]: {
    role: 'admin',
    calls: ['/api/admin/annulleringer', '/api/admin/henvendelser/antal'],
  },
};

export interface FirstReplies {
  /** Reply bodies (200 only) by the URL the front end asks for. */
  replies: Record<string, unknown>;
  /** Set-Cookie lines of the session call (a renewed or new session), for the page's reply. */
  cookies: string[];
}

const NONE: FirstReplies = { replies: {}, cookies: [] };

function cookieLines(header: string | string[] | number | undefined): string[] {
  if (header === undefined || typeof header === 'number') return [];
  return Array.isArray(header) ? header : [header];
}

export async function firstReplies(
  fastify: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<FirstReplies> {
  const cookie = request.headers.cookie;
  if (request.method !== 'GET' || !cookie || request.cookies[SESSION_COOKIE] === undefined) return NONE;
  const ask = (url: string) =>
    fastify.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie,
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
  const session = await ask('/api/session');
  if (session.statusCode !== 200) return NONE;
  const cookies = cookieLines(session.headers['set-cookie']);
  const sessionReply = session.json<SessionReply>();
  const replies: Record<string, unknown> = { '/api/session': sessionReply };
  const landing = LANDING_CALLS[path];
  // A session the call had to start anew (its Set-Cookie) has no user, so the lists below are
  // only ever asked for with the cookie the browser sent.
  if (landing && sessionReply.user?.role === landing.role) {
    for (const url of landing.calls) {
      const reply = await ask(url);
      if (reply.statusCode === 200) replies[url] = reply.json();
    }
  }
  return { replies, cookies };
}

/**
 * The replies as the text of a `<script type="application/json">`: JSON with every character
 * that could end the element or start markup written as a \u escape, so no reply text can leave
 * the script element, whatever it holds.
 */
export function repliesScriptText(replies: Record<string, unknown>): string {
  return JSON.stringify(replies).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
