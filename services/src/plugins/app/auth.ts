// Who is calling: `request.currentUser` (the session's account with its company, read from the
// database on every request) and `fastify.requireRole(role | roles)`, a preHandler guard that
// answers 401 errors:::unauthorized without a login and 403 errors:::forbidden for another role.
import fp from 'fastify-plugin';
import type { Statement } from 'better-sqlite3';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role, SessionUser } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { AppError } from '../../errors.js';

export type { Role, SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, or null for a visitor. */
    currentUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** A preHandler that lets only these roles through (401 when logged out, 403 otherwise). */
    requireRole(role: Role | readonly Role[]): preHandlerAsyncHookHandler;
  }
}

// Every request reads its account: one plain better-sqlite3 statement per database (no row mapping).
const sessionUserStatements = new WeakMap<Db, Statement<[number], SessionUser>>();

/** Reads an account and its company as the SessionUser every portal shows. */
export function loadSessionUser(db: Db, userId: number): SessionUser | null {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    statement = db.$client.prepare<[number], SessionUser>(
      `select u.id, u.name, u.email, u.role, c.id companyId, c.name companyName
       from users u left join companies c on c.user_id = u.id where u.id = ?`,
    );
    sessionUserStatements.set(db, statement);
  }
  return statement.get(userId) ?? null;
}

/** The logged-in account or a 401: for handlers behind requireRole that need the user. */
export function mustBeLoggedIn(request: FastifyRequest): SessionUser {
  if (!request.currentUser) throw new AppError(401, 'errors:::unauthorized');
  return request.currentUser;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('currentUser', null);
    fastify.addHook('onRequest', async (request) => {
      const userId = request.session?.userId;
      request.currentUser = typeof userId === 'number' ? loadSessionUser(fastify.db, userId) : null;
    });

    fastify.decorate('requireRole', (role: Role | readonly Role[]): preHandlerAsyncHookHandler => {
      const allowed: readonly Role[] = typeof role === 'string' ? [role] : role;
      return async (request) => {
        const user = mustBeLoggedIn(request);
        if (!allowed.includes(user.role)) throw new AppError(403, 'errors:::forbidden');
      };
    });
  },
  { name: 'auth', dependencies: ['db', 'session', 'error-handler'] },
);
