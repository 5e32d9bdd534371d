// The administrator's area: the cancellation requests companies made (pending and decided),
// deciding on them, the help inbox, and the outbox of e-mail and SMS the product has queued (and
// sending a failed one again). Every call is in an adminScope.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import cancellationsRoute from './cancellations.js';
import decidedCancellationsRoute from './decided-cancellations.js';
import decideCancellationRoute from './decide-cancellation.js';
import henvendelser from './henvendelser/index.js';
import outboxResendRoute from './outbox-resend.js';
import outboxRoute from './outbox.js';

const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, {
    routes: [
      cancellationsRoute,
      decidedCancellationsRoute,
      decideCancellationRoute,
      henvendelser,
      outboxRoute,
      outboxResendRoute,
    ],
  });
};

export default admin;
