// mfe-bruger's first screen drawn by the service (packages/ui server): /bruger/opgaver, the page
// itself from the jobs reply the page carries. Built for Node by scripts/build-first-screen.mjs;
// never part of the browser bundle.
import { PAGES, type UserJobsReply } from '@opgavetorvet/contracts';
import { firstScreenRenderer } from '@opgavetorvet/ui/server';
import { opgaverApi } from '../features/opgaver/api/opgaver-api';
import { OpgaverPage } from '../features/opgaver/components/opgaver-page';

export const renderFirstScreen = firstScreenRenderer({
  [PAGES.brugerOpgaver]: async ({ replies }, store) => {
    const reply = replies['/api/bruger/opgaver'] as UserJobsReply | undefined;
    // An empty list's page draws its own empty state.
    if (!reply || reply.jobs.length === 0) return null;
    await store.dispatch(opgaverApi.util.upsertQueryData('userJobs', undefined, reply));
    return {
      element: <OpgaverPage />,
      replacedBy: '[data-testid="bruger-opgaver"] [data-testid="user-job"]',
    };
  },
});
