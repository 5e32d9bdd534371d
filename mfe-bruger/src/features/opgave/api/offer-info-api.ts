// 'Info' on an offer of the customer's job: /ajax/opgave/modal_info_mobil { contact_id } → html
// (the company, where the offer stands and the standing offer), rendered by the service.
import type { BrugerContactBody, BrugerHtmlReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const offerInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    offerInfo: build.query<BrugerHtmlReply, BrugerContactBody>({
      query: (body) => ({ url: '/ajax/opgave/modal_info_mobil', method: 'POST', body }),
    }),
  }),
});

export const { useOfferInfoQuery } = offerInfoApi;
