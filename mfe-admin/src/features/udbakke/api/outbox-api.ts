// GET /api/admin/udbakke: the outbox of e-mail and SMS, newest first, 25 a page, filtered by state
// and channel, with the count of each state. Fetched again whenever the page is opened, since the
// rows change behind the page's back (every action of a customer or company queues a notice).
// POST /api/admin/udbakke/:id/send-igen queues a failed row again; the page then fetches anew.
import type { OutboxQuery, OutboxReply, OutboxResendReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxReply, OutboxQuery>({
      query: ({ page, status, channel }) => ({
        url: '/api/admin/udbakke',
        params: {
          ...(page && page > 1 ? { page } : {}),
          ...(status ? { status } : {}),
          ...(channel ? { channel } : {}),
        },
      }),
    }),
    resendOutboxRow: build.mutation<OutboxResendReply, number>({
      query: (id) => ({ url: `/api/admin/udbakke/${id}/send-igen`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useOutboxQuery, useResendOutboxRowMutation } = outboxApi;
