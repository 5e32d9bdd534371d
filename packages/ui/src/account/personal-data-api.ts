// "Slet min konto" (POST /api/mine-data/slet, issue 32), for a customer and for a company: the
// erasure ends the session, so only the session is asked for again. "Hent mine data" is a plain
// download link, not a call.
import {
  PERSONAL_DATA_ERASE_PATH,
  type EraseAccountBody,
  type EraseAccountReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    eraseAccount: build.mutation<EraseAccountReply, EraseAccountBody>({
      query: (body) => ({ url: PERSONAL_DATA_ERASE_PATH, method: 'POST', body }),
      invalidatesTags: (reply) => (reply ? ['Session'] : []),
    }),
  }),
});

export const { useEraseAccountMutation } = personalDataApi;
