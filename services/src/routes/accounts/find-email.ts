// POST /bruger/findemail and /firma/findemail: does a profile use this e-mail? Looks across both
// profile types (SPEC §6) and answers only the profile-match fields of SPEC §3; type '' when none.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FindEmailBody, FindEmailReply, errorResponses } from '@opgavetorvet/contracts';
import { findAccountByEmail, type Account } from '../../db/queries/accounts.js';
import { lookupLimit } from './limits.js';
import { normalizeEmail } from './rules.js';

const NO_MATCH: FindEmailReply = {
  type: '',
  owner_name: '',
  search_email: '',
  fb_userid: '',
  fb_accesstoken: '',
  fb_expiresin: '',
  fb_signedrequest: '',
  avatar_original: '',
  avatar_link: '',
  class: '',
};

/** The public face of a profile; social-login tokens are never stored, so they stay empty. */
export function profileMatch(account: Account | undefined, searchEmail: string): FindEmailReply {
  // The administrator is not a profile a visitor can confirm or take over.
  if (!account || account.role === 'admin') return NO_MATCH;
  const type = account.role;
  return {
    ...NO_MATCH,
    type,
    owner_name: account.name,
    search_email: searchEmail,
    fb_userid: account.fbUserId ?? '',
    avatar_original: account.avatarUrl ?? '',
    avatar_link: account.avatarUrl ?? '',
    class: type === 'company' ? 'firma' : 'bruger',
  };
}

const findEmailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const portal of ['bruger', 'firma'] as const) {
    fastify.post(
      `/${portal}/findemail`,
      {
        config: { rateLimit: lookupLimit },
        schema: {
          tags: ['accounts'],
          summary: 'Look up a profile (user or company) by e-mail',
          body: FindEmailBody,
          response: {
            200: FindEmailReply,
            400: errorResponses[400],
            403: errorResponses[403],
            429: errorResponses[429],
          },
        },
      },
      async (request) => {
        const email = normalizeEmail(request.body.email);
        return profileMatch(await findAccountByEmail(fastify.db, email), email);
      },
    );
  }
};

export default findEmailRoutes;
