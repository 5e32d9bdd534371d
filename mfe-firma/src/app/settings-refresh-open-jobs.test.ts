// Saving categories or regions on /firma/oplysninger changes which open jobs the company sees (issue
// 31's start checklist leads a new company there and back): the open-jobs list cached from
// /firma/opgaver is asked for again, so going back shows the jobs of the new choice, not the old
// "0 open jobs – you have not chosen your regions yet". Found by the company-presents journey.
import { describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '@opgavetorvet/ui';
import { mockFetch } from '@opgavetorvet/ui/test';
import { settingsApi } from '../features/oplysninger/api/settings-api';
import { openJobsApi } from '../features/opgaver/api/open-jobs-api';

const saved = { body: { success: true, message: 'Dine indstillinger er gemt.' } };
const list = {
  body: { jobs: [], total: 0, page: 1, page_size: 20, hidden_total: 0, show_all: false },
};

/** How many times the open-jobs list was asked for. */
const listCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/firma/opgaver').length;

describe('saving the settings that choose the open jobs', () => {
  it.each<[string, (store: AppStore) => Promise<unknown>]>([
    [
      'categories',
      (store) => store.dispatch(settingsApi.endpoints.saveFirmaCategories.initiate({ category_ids: [7] })),
    ],
    [
      'regions',
      (store) => store.dispatch(settingsApi.endpoints.saveFirmaRegions.initiate({ region_ids: [1] })),
    ],
  ])('saving %s asks the open-jobs list again', async (_name, save) => {
    const server = mockFetch({
      'GET /api/firma/opgaver': list,
      'POST /api/firma/kategorier': saved,
      'POST /api/firma/regioner': saved,
    });
    const store = createAppStore();
    // The list as /firma/opgaver holds it while the page is open.
    const open = store.dispatch(openJobsApi.endpoints.companyOpenJobs.initiate({ page: 1 }));
    await open;
    expect(listCalls(server.requests)).toBe(1);

    await save(store);
    await expect.poll(() => listCalls(server.requests)).toBe(2);
    open.unsubscribe();
  });
});
