// mfe-admin's first screen drawn by the service (packages/ui server): /admin/annulleringer, the
// administrator's tabs and the page itself from the pending requests the page carries. Built for
// Node by scripts/build-first-screen.mjs; never part of the browser bundle.
import { PAGES, type CancellationsReply } from '@opgavetorvet/contracts';
import { firstScreenRenderer } from '@opgavetorvet/ui/server';
import { AdminTabs } from '../components/admin-layout';
import { cancellationsApi } from '../features/annulleringer/api/cancellations-api';
import { CancellationsPage } from '../features/annulleringer/components/cancellations-page';

export const renderFirstScreen = firstScreenRenderer({
  [PAGES.adminAnnulleringer]: async ({ replies }, store) => {
    const reply = replies['/api/admin/annulleringer'] as CancellationsReply | undefined;
    if (!reply || reply.items.length === 0) return null;
    await store.dispatch(cancellationsApi.util.upsertQueryData('cancellations', undefined, reply));
    return {
      element: (
        <>
          <AdminTabs />
          <CancellationsPage />
        </>
      ),
      replacedBy: '[data-testid="admin-annulleringer"] [data-testid="cancellation"]',
    };
  },
});
