// The company account (/firma/konto): balance and history (GET /api/firma/konto), starting a card
// top-up (POST /api/firma/konto/fyld-op → the Checkout address) and the return page's question
// whether the payment has come in (GET /api/firma/konto/betaling/:sessionId).
import type { CompanyAccountReply, PaymentStatusReply, TopUpBody, TopUpReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const kontoApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaKonto: build.query<CompanyAccountReply, void>({
      query: () => ({ url: '/api/firma/konto' }),
      keepUnusedDataFor: 0,
    }),
    topUp: build.mutation<TopUpReply, TopUpBody>({
      query: (body) => ({ url: '/api/firma/konto/fyld-op', method: 'POST', body }),
    }),
    paymentStatus: build.query<PaymentStatusReply, string>({
      query: (sessionId) => ({ url: `/api/firma/konto/betaling/${encodeURIComponent(sessionId)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useFirmaKontoQuery, useTopUpMutation, usePaymentStatusQuery } = kontoApi;
