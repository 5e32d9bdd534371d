// Registers every area of the API and the pages. One line per area; keep it a plain list.
import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/index.js';
import admin from './admin/index.js';
import catalog from './catalog/index.js';
import jobs from './jobs/index.js';
import pages from './pages/index.js';

const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(accounts);

  // ── Areas of the catalog/jobs/admin helper: add one `await fastify.register(...)` line each. ──
  await fastify.register(catalog);
  await fastify.register(jobs);
  await fastify.register(admin);
  // ── end of the helper's areas ──

  await fastify.register(import('./company-settings/index.js'));
  await fastify.register(import('./reviews/index.js'));
  await fastify.register(import('./company-jobs/index.js'));
  await fastify.register(import('./bookings/index.js'));
  await fastify.register(import('./support/index.js'));
  await fastify.register(import('./customer-jobs/index.js'));
  await fastify.register(import('./messages/index.js'));
  await fastify.register(import('./social/index.js'));
  await fastify.register(import('./company-profile/index.js'));
  await fastify.register(import('./company-listing/index.js'));
  await fastify.register(import('./notices/index.js'));
  await fastify.register(import('./events/index.js'));
  await fastify.register(import('./health/index.js'));
  await fastify.register(import('./company-account/index.js'));
  await fastify.register(import('./company-start/index.js'));
  await fastify.register(import('./company-statistics/index.js'));
  await fastify.register(import('./payments/index.js'));
  await fastify.register(import('./admin-companies/index.js'));
  await fastify.register(import('./admin-customers/index.js'));
  await fastify.register(import('./admin-files/index.js'));
  await fastify.register(import('./admin-accounts/index.js'));
  await fastify.register(import('./admin-jobs/index.js'));
  await fastify.register(import('./admin-reviews/index.js'));
  await fastify.register(import('./admin-dashboard/index.js'));
  await fastify.register(import('./files/index.js'));
  await fastify.register(import('./personal-data/index.js'));
  await fastify.register(import('./operator/index.js'));
  await fastify.register(import('./site-projects/index.js'));
  // Last: its not-found handler serves the shell for page URLs and 404s for everything else.
  await fastify.register(pages);
};

export default routes;
