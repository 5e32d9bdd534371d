// The administrator's reported photos and files (issue 33): the open ones (GET /api/admin/billeder,
// oldest report first) or the decided ones (?status=decided, newest decision first), removing one
// with a reason for its uploader (POST …/:key/fjern) and keeping it (POST …/:key/afvis). An action's
// reply holds the item as it is now: it leaves the open list and heads the decided one at once,
// without asking again. Tagged 'Help' so the administrator's live events (help_inbox, resync) read
// the lists again.
import type {
  FileReportActionReply,
  FileReportsReply,
  RemoveReportedFileBody,
  ReportedFile,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export type FileReportsView = 'open' | 'decided';

/** Removing a file (with the reason its uploader is sent) or keeping it. */
export type FileDecision =
  ({ key: string; action: 'fjern' } & RemoveReportedFileBody) | { key: string; action: 'afvis' };

/** The call's reply once it succeeded; null when it failed (its error is the caller's to show). */
async function replyOf<Reply>(fulfilled: Promise<{ data: Reply }>): Promise<Reply | null> {
  return (await fulfilled.catch(() => null))?.data ?? null;
}

/** A cached list changed as a decided item changes it. */
function inList(view: FileReportsView, change: (files: ReportedFile[]) => ReportedFile[]) {
  return fileReportsApi.util.updateQueryData('fileReports', view, (draft) => {
    draft.files = change(draft.files);
  });
}

/** After an action: the item leaves the open list and is the newest of the decided one. */
function afterDecision(reply: FileReportActionReply) {
  const others = (files: ReportedFile[]) => files.filter((file) => file.key !== reply.file.key);
  return [inList('open', others), inList('decided', (files) => [reply.file, ...others(files)])];
}

export const fileReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileReports: build.query<FileReportsReply, FileReportsView>({
      query: (status) => ({ url: '/api/admin/billeder', params: { status } }),
      providesTags: ['Help'],
    }),
    decideReportedFile: build.mutation<FileReportActionReply, FileDecision>({
      query: (decision) => ({
        url: `/api/admin/billeder/${encodeURIComponent(decision.key)}/${decision.action}`,
        method: 'POST',
        body: decision.action === 'fjern' ? { reason: decision.reason } : {},
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const reply = await replyOf(queryFulfilled);
        if (reply) afterDecision(reply).forEach((change) => dispatch(change));
      },
    }),
  }),
});

export const { useFileReportsQuery, useDecideReportedFileMutation } = fileReportsApi;
