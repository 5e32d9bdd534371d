// Server-side sessions: cookie `sid` (HttpOnly, SameSite=Lax, Secure per config) pointing at a row
// of the `sessions` table; 2 h idle and 7 days absolute, both kept by the server (the store). The
// cookie lives the absolute 7 days and is sent only when the session is new or changed, not with
// every reply (no rolling cookie: it cost a signature and a header on every request).
// The signing secret comes from SESSION_SECRET or is generated once and kept in the `settings` table.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import session from '@fastify/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { settings } from '../../db/schema/index.js';
import { ABSOLUTE_TIMEOUT_SECONDS, SqliteSessionStore } from './session-store.js';
import { RememberingSigner } from './session-signer.js';
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

    await fastify.register(session, {
      secret: new RememberingSigner(secret),
      store,
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: fastify.config.cookieSecure,
        maxAge: ABSOLUTE_TIMEOUT_SECONDS * 1000,
      },
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
