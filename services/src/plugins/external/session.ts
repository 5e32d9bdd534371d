// Server-side sessions: cookie `sid` (HttpOnly, SameSite=Lax, Secure per config) pointing at a row
// of the `sessions` table; 2 h idle and 7 days absolute, both kept by the server (the store). The
// cookie lives the absolute 7 days and is sent only when the session is new or changed, not with
// every reply (no rolling cookie: it cost a signature and a header on every request).
// The signing secret comes from SESSION_SECRET or is generated once and kept in the `settings` table.
// The two hooks do what @fastify/session did with saveUninitialized and rolling off (the request's
// session is session-object.ts), at a fraction of its cost per request.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, Session } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { settings } from '../../db/schema/index.js';
import { ABSOLUTE_TIMEOUT_SECONDS, SqliteSessionStore } from './session-store.js';
import { RememberingSigner } from './session-signer.js';
import { RequestSession, newSessionId, type SessionContext } from './session-object.js';
import { linkSigner, type LinkSigner } from '../../lib/signed-links.js';

declare module 'fastify' {
  interface Session {
    /** The logged-in account; absent for a visitor. */
    userId?: number;
    /** The CSRF secret of @fastify/csrf-protection. */
    _csrf?: string;
  }
  interface FastifyInstance {
    sessions: SqliteSessionStore;
    /** Signs links that must work logged out (a mail's unsubscribe link), keyed from the same secret. */
    linkSigner: LinkSigner;
  }
}

export const SESSION_COOKIE = 'sid';
const SECRET_KEY = 'session_secret';

async function storedSecret(db: Db): Promise<string> {
  const row = await db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get();
  if (row) return row.value;
  const secret = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: SECRET_KEY, value: secret }).onConflictDoNothing().run();
  // Another process may have won the race; its value is the one to use.
  return (await db.select().from(settings).where(eq(settings.key, SECRET_KEY)).get())?.value ?? secret;
}

export default fp(
  async (fastify) => {
    const secret = fastify.config.sessionSecret ?? (await storedSecret(fastify.db));
    if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    const store = new SqliteSessionStore(fastify.db);
    fastify.decorate('sessions', store);
    fastify.decorate('linkSigner', linkSigner(secret));

    const context: SessionContext = {
      store,
      signer: new RememberingSigner(secret),
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: fastify.config.cookieSecure,
        maxAge: ABSOLUTE_TIMEOUT_SECONDS * 1000,
      },
    };
    fastify.decorateRequest('session', null as never);
    fastify.decorateRequest('sessionStore', { getter: () => store });
    fastify.addHook('onRequest', (request, _reply, done) => openSession(context, request, done));
    fastify.addHook('onSend', (request, reply, _payload, done) => {
      sendSession(context, request, reply, done);
    });

    await store.prune();
    // Hourly; a prune the database cannot take now is simply left to the next hour.
    const timer = setInterval(
      () => void store.prune().catch((err: unknown) => fastify.log.warn({ err }, 'session prune failed')),
      60 * 60 * 1000,
    );
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['config', 'db', 'cookie'] },
);

/** onRequest: the session of the request's cookie when its signature holds and its row is there, else a new one. */
function openSession(context: SessionContext, request: FastifyRequest, done: HookHandlerDoneFunction): void {
  const cookie = request.cookies[SESSION_COOKIE];
  const unsigned = cookie ? context.signer.unsign(cookie) : null;
  if (!unsigned?.valid || unsigned.value === null) {
    request.session = new RequestSession(context, request, newSessionId());
    done();
    return;
  }
  const id = unsigned.value;
  context.store.get(id, (err: unknown, fields?: Session | null) => {
    if (err && (err as { code?: unknown }).code !== 'ENOENT') {
      done(err as Error);
      return;
    }
    request.session =
      !err && fields
        ? new RequestSession(context, request, id, { fields, signedId: cookie })
        : new RequestSession(context, request, newSessionId());
    done();
  });
}

/**
 * onSend: a changed session is saved and its cookie sent; an unchanged one is not written, and a
 * cookie naming another session (an expired or unknown one) is cleared. A Secure cookie is never
 * set on a plain-http request.
 */
function sendSession(
  context: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const session = request.session as RequestSession | null;
  if (!(session instanceof RequestSession)) {
    done();
    return;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  const insecure = context.cookie.secure && request.protocol !== 'https';
  if (insecure || !session.isModified()) {
    if (cookie && cookie !== session.encryptedSessionId)
      reply.clearCookie(SESSION_COOKIE, { path: context.cookie.path });
    if (session.isSaved())
      reply.setCookie(SESSION_COOKIE, session.encryptedSessionId, session.cookieToSend());
    done();
    return;
  }
  session.save((err) => {
    if (err) {
      done(err as Error);
      return;
    }
    reply.setCookie(SESSION_COOKIE, session.encryptedSessionId, session.cookieToSend());
    done();
  });
}
