// An administrator acts on another (issue 33): POST /api/admin/administratorer/:userId/nulstil-totp
// resets its second factor, /deaktiver deactivates it and /genaktiver reactivates it. The rules and
// the audit rows are administrator-changes.ts; the reply names the other administrator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminActionReply, AdministratorParams, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { type AdminChange, resetSecondFactor, setAdminActive } from './administrator-changes.js';

const actions = [
  {
    path: 'nulstil-totp',
    summary: "Reset another administrator's second factor (set up again at its next login)",
    done: 'admin:::administratorer::totp_reset_done',
    run: resetSecondFactor,
  },
  {
    path: 'deaktiver',
    summary: 'Deactivate another administrator (it cannot log in; its sessions end)',
    done: 'admin:::administratorer::deactivated_done',
    run: (db: Db, change: AdminChange) => setAdminActive(db, change, false),
  },
  {
    path: 'genaktiver',
    summary: 'Reactivate a deactivated administrator',
    done: 'admin:::administratorer::reactivated_done',
    run: (db: Db, change: AdminChange) => setAdminActive(db, change, true),
  },
] as const;

const administratorActionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const action of actions) {
    fastify.post(
      `/api/admin/administratorer/:userId/${action.path}`,
      {
        schema: {
          tags: ['admin'],
          summary: action.summary,
          params: AdministratorParams,
          response: { 200: AdminActionReply, ...errorResponses },
        },
      },
      async (request) => {
        const { name } = await action.run(fastify.db, {
          actorId: request.admin.id,
          targetId: request.params.userId,
        });
        return { type: 'success' as const, message: request.t(action.done, { name }) };
      },
    );
  }
};

export default administratorActionRoutes;
