// Who is calling: `request.currentUser` (the session's account with its company, read from the
// database on every request) and `fastify.requireRole(role | roles)`, the guard a route declares
// (`preHandler: fastify.requireRole(['user', 'company'])`) that answers 401 errors:::unauthorized
// without a login and 403 errors:::forbidden for another role. Routes of one role sit in a scope
// instead (scopes.ts), which checks once per subtree and puts the caller on the request. The
// guard runs before the body is validated: this plugin moves it from a route's preHandler to its
// preValidation when the route is added, so a visitor's malformed body is refused with 401, not
// with the validation errors of a call it may not make (CSRF, also a preValidation hook, still
// runs first).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Role, SessionUser } from '@opgavetorvet/contracts';
import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { awaitingSecondStep } from '../../lib/admin-factor/second-step.js';

export type { Role, SessionUser };

/**
 * The role check of one route, a hook with a callback: it runs on every request of its routes, and
 * an async hook costs a promise and a turn of the microtask queue each time.
 */
export type RoleGuard = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, or null for a visitor. */
    currentUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** A guard that lets only these roles through (401 when logged out, 403 otherwise). */
    requireRole(role: Role | readonly Role[]): RoleGuard;
    /** Reads an account and its company as the SessionUser every portal shows. */
    loadSessionUser(userId: number): Promise<SessionUser | null>;
  }
}

/**
 * The 401 of a call that needs a login. An administrator between the password and the code is no
 * login yet (lib/admin-factor/second-step.ts) and is told to give the code first.
 */
export const loginNeeded = (request: FastifyRequest): AppError =>
  new AppError(401, awaitingSecondStep(request) ? 'errors:::second_factor_needed' : 'errors:::unauthorized');

/** The logged-in account or a 401: for handlers behind requireRole that need the user. */
export function mustBeLoggedIn(request: FastifyRequest): SessionUser {
  if (!request.currentUser) throw loginNeeded(request);
  return request.currentUser;
}

/** A route's hooks of one kind as a list (Fastify takes one hook or a list). */
const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(
  async (fastify) => {
    // Every request of a logged-in session has its account: read with the session's row by the
    // session store, or else by one statement prepared once for this database.
    const sessionUser = fastify.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.id, sql.placeholder('user')))
      .prepare();
    fastify.decorate(
      'loadSessionUser',
      async (userId: number): Promise<SessionUser | null> =>
        (await sessionUser.get({ user: userId })) ?? null,
    );

    fastify.decorateRequest('currentUser', null);
    // A callback hook: the account is nearly always there already (read with the session's row).
    fastify.addHook('onRequest', (request, _reply, done) => {
      const userId = request.session?.userId;
      const account =
        typeof userId === 'number' ? fastify.sessions.takeAccount(request.session.sessionId, userId) : null;
      if (typeof userId !== 'number' || account !== null) {
        request.currentUser = account;
        done();
        return;
      }
      fastify.loadSessionUser(userId).then((user) => {
        request.currentUser = user;
        done();
      }, done);
    });

    const guards = new WeakSet<object>();
    fastify.decorate('requireRole', (role: Role | readonly Role[]): RoleGuard => {
      const allowed: readonly Role[] = typeof role === 'string' ? [role] : role;
      const guard: RoleGuard = (request, _reply, done) => {
        const user = request.currentUser;
        const refusal = !user
          ? loginNeeded(request)
          : allowed.includes(user.role)
            ? undefined
            : new AppError(403, 'errors:::forbidden');
        done(refusal as FastifyError | undefined);
      };
      guards.add(guard);
      return guard;
    });

    // Routes declare the guard as a preHandler; it runs as their first own preValidation hook.
    fastify.addHook('onRoute', (route) => {
      const preHandler = hookList(route.preHandler);
      const roleGuards = preHandler.filter((hook) => guards.has(hook));
      if (roleGuards.length === 0) return;
      route.preHandler = preHandler.filter((hook) => !guards.has(hook));
      route.preValidation = [...roleGuards, ...hookList(route.preValidation)];
    });
  },
  { name: 'auth', dependencies: ['db', 'session', 'error-handler'] },
);
