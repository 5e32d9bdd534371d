// Shared fakes of the open-jobs tab's component tests: a job, its photos, the list reply and the
// service html.
import type { CompanyOpenJobItem, Photo } from '@opgavetorvet/contracts';
import type { FakeReply } from '@opgavetorvet/ui/test';

export const openJob = (overrides: Partial<CompanyOpenJobItem> = {}): CompanyOpenJobItem => ({
  job_id: 120,
  headline: 'Maling af stue',
  description: 'To vægge og loft',
  category_name: 'Maler',
  zip: '2100',
  city: 'København Ø',
  created_at: 1_700_000_000,
  bids_count: 0,
  has_bid: false,
  hidden: false,
  photos: [],
  ...overrides,
});

/** A job's photo as the service names it (a key of 22 URL-safe characters), stored in three sizes. */
export const jobPhoto = (name: string, caption: string | null = null): Photo => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 250_000,
  width: 1600,
  height: 1200,
  widths: [320, 800, 1600],
  caption,
});

export const jobList = (jobs: CompanyOpenJobItem[]): FakeReply => ({
  body: {
    jobs,
    total: jobs.length,
    page: 1,
    page_size: 20,
    hidden_total: 0,
    show_all: false,
    area: 'own',
    region: null,
    has_regions: true,
  },
});

export const bidFormHtml: FakeReply = { body: { html: '<form class="bid-form"></form>' } };

export const descriptionHtml = (jobId: number): FakeReply => ({
  body: {
    html: `<div class="job-description" data-job-id="${jobId}"><p class="job-text">Beskrivelse af ${jobId}</p></div>`,
  },
});

export const notes = (store: {
  getState: () => { notifications: { items: { type: string; note: string }[] } };
}) => store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
