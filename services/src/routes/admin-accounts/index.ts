// The administrators' own area (issue 33): the second factor's calls, which an administrator
// between the password and the code may make (they check the caller themselves), and in an
// adminScope the list and invitation of administrators, what one may do to another (reset its
// second factor, deactivate and reactivate it) and the searchable audit log.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import administratorActionRoutes from './administrator-actions.js';
import administratorsRoutes from './administrators.js';
import auditLogRoute from './audit-log.js';
import totpLoginRoute from './totp-login.js';
import totpSetupRoutes from './totp-setup.js';

const adminAccounts: FastifyPluginAsync = async (fastify) => {
  await fastify.register(totpSetupRoutes);
  await fastify.register(totpLoginRoute);
  await fastify.register(adminScope, {
    routes: [administratorsRoutes, administratorActionRoutes, auditLogRoute],
  });
};

export default adminAccounts;
