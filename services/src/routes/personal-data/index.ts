// The person's GDPR rights (issue 32): "Hent mine data" (the ZIP of everything stored about the
// caller) and "Slet min konto" (erasure, confirmed by the password) for a customer or a company's
// login; and the administrator's way to carry out either for a person found by e-mail, audit-logged.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import adminPersonRoutes from './admin-person.js';
import ownRoutes from './own.js';

const personalData: FastifyPluginAsync = async (fastify) => {
  await fastify.register(ownRoutes);
  await fastify.register(adminScope, { routes: [adminPersonRoutes] });
};

export default personalData;
