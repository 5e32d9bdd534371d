// The administrator's reported reviews (issue 33): the open reports (GET /api/admin/anmeldelser,
// oldest first) or the decided ones (?status=decided, newest decision first), keeping a review
// (POST …/:id/behold) and removing it on a stated ground (POST …/:id/fjern). A decision makes both
// lists and the public review lists be read again ('Reviews'); 'Help' lets the administrator's live
// events (help_inbox, resync) read them again too.
import type { RemoveReviewBody, ReviewReportActionReply, ReviewReportsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export type ReviewReportsView = 'open' | 'decided';

/** Keeping the review, or removing it on one of the grounds. */
export type ReviewDecisionArgs =
  { reportId: number; action: 'behold' } | ({ reportId: number; action: 'fjern' } & RemoveReviewBody);

export const reviewReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewReports: build.query<ReviewReportsReply, ReviewReportsView>({
      query: (status) => ({ url: '/api/admin/anmeldelser', params: { status } }),
      providesTags: ['Help', 'Reviews'],
    }),
    decideReviewReport: build.mutation<ReviewReportActionReply, ReviewDecisionArgs>({
      query: (args) => ({
        url: `/api/admin/anmeldelser/${args.reportId}/${args.action}`,
        method: 'POST',
        body: args.action === 'fjern' ? { reason: args.reason } : {},
      }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useReviewReportsQuery, useDecideReviewReportMutation } = reviewReportsApi;
