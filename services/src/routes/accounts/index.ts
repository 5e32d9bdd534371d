// The accounts area: session, login/logout, profile look-up and confirm, forgotten password,
// the new-company modal (SPEC §7 "Login and accounts") and the customer's account pages' data
// (in a customerScope).
import type { FastifyPluginAsync } from 'fastify';
import { customerScope } from '../../plugins/app/scopes.js';
import sessionRoute from './session.js';
import loginRoute from './login.js';
import logoutRoute from './logout.js';
import findEmailRoutes from './find-email.js';
import dataAcknowledgmentRoutes from './data-acknowledgment.js';
import forgotPasswordRoute from './forgot-password.js';
import passwordResetRoute from './password-reset.js';
import createCompanyRoute from './create-company.js';
import customerAccountRoute from './customer-account.js';
import accountProfileRoute from './account-profile.js';
import accountPhoneRoutes from './account-phone.js';
import accountEmailRoutes, { accountEmailConfirmRoute } from './account-email.js';
import accountPasswordRoute from './account-password.js';
import noticeSettingsRoutes from './notice-settings.js';

const accounts: FastifyPluginAsync = async (fastify) => {
  await fastify.register(sessionRoute);
  await fastify.register(loginRoute);
  await fastify.register(logoutRoute);
  await fastify.register(findEmailRoutes);
  await fastify.register(dataAcknowledgmentRoutes);
  await fastify.register(forgotPasswordRoute);
  await fastify.register(passwordResetRoute);
  await fastify.register(createCompanyRoute);
  await fastify.register(customerScope, {
    routes: [customerAccountRoute, accountProfileRoute, accountPhoneRoutes, accountEmailRoutes],
  });
  await fastify.register(accountEmailConfirmRoute);
  await fastify.register(accountPasswordRoute);
  await fastify.register(noticeSettingsRoutes);
};

export default accounts;
