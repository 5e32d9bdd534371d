// Who may call a subtree of routes, set once for the subtree (after fastify/demo's autohooks): an
// area registers its company routes with `fastify.register(companyScope, { routes: [...] })` (and
// its customer or administrator routes with customerScope or adminScope). The scope's one
// preValidation hook answers 401 errors:::unauthorized without a login and 403 errors:::forbidden
// for another role, and puts the caller on the request (`request.company`, `request.customer`,
// `request.admin`); handlers read it and do not look it up again. Like requireRole the hook runs
// after CSRF (a preValidation hook of the root) and before the body is validated, so a visitor's
// malformed body gets 401. Calls that more than one role may make keep a route's requireRole.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors.js';
import { mustBeLoggedIn, type SessionUser } from './auth.js';

/** The calling company of a route in a company scope. */
export interface OwnCompany {
  /** companies.id: every query of a company route filters by it. */
  id: number;
  name: string;
  /** The company's login (users.id). */
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling company; only inside a company scope (elsewhere reading it is an error). */
    company: OwnCompany;
    /** The calling customer (role user); only inside a customer scope. */
    customer: SessionUser;
    /** The calling administrator; only inside an admin scope. */
    admin: SessionUser;
  }
}

/** The route plugins of one subtree. */
export interface ScopeOptions {
  routes: readonly FastifyPluginAsyncTypebox[];
}

/** A scope's request value as a getter that refuses to be read where no scope set it (a 500, never a null id). */
function scopeValue<T extends object>(key: string) {
  const values = new WeakMap<FastifyRequest, T>();
  return {
    getter(this: FastifyRequest): T {
      const value = values.get(this);
      if (value === undefined) throw new Error(`request.${key} is read outside a ${key} scope`);
      return value;
    },
    setter(this: FastifyRequest, value: T) {
      values.set(this, value);
    },
  };
}

/** Decorates the request with the three scopes' values; registered once, after auth. */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('company', scopeValue<OwnCompany>('company'));
    fastify.decorateRequest('customer', scopeValue<SessionUser>('customer'));
    fastify.decorateRequest('admin', scopeValue<SessionUser>('admin'));
  },
  { name: 'scopes', dependencies: ['auth'] },
);

const forbidden = () => new AppError(403, 'errors:::forbidden');

/** A subtree of routes whose one preValidation hook checks the caller and sets its scope value. */
function scope(set: (request: FastifyRequest, user: SessionUser) => void): FastifyPluginAsync<ScopeOptions> {
  return async (fastify, { routes }) => {
    if (!fastify.hasRequestDecorator('company')) throw new Error('register the scopes plugin before a scope');
    // A callback hook (it runs on every request of the subtree; an async one costs a promise each time).
    fastify.addHook('preValidation', (request, _reply, done) => {
      try {
        set(request, mustBeLoggedIn(request));
      } catch (error) {
        done(error as FastifyError);
        return;
      }
      done();
    });
    for (const route of routes) await fastify.register(route);
  };
}

/** Company routes: request.company is the caller's company (403 for an account without one). */
export const companyScope = scope((request, user) => {
  if (user.role !== 'company' || user.companyId === null) throw forbidden();
  request.company = { id: user.companyId, name: user.companyName ?? '', userId: user.id };
});

/** Customer routes (role user): request.customer is the caller. */
export const customerScope = scope((request, user) => {
  if (user.role !== 'user') throw forbidden();
  request.customer = user;
});

/** Administrator routes: request.admin is the caller. */
export const adminScope = scope((request, user) => {
  if (user.role !== 'admin') throw forbidden();
  request.admin = user;
});
