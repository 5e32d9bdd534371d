// The administrator's dashboard (issue 33): GET /api/admin/oversigt?fra=&til=, the marketplace's
// figures for a period of whole days. Read afresh each time the page or the period changes.
import type { AdminDashboardQuery, AdminDashboardReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const oversigtApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<AdminDashboardReply, AdminDashboardQuery>({
      query: (period) => ({ url: '/api/admin/oversigt', params: period }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminDashboardQuery } = oversigtApi;
