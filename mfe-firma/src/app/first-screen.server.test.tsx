// mfe-firma's first screen as the service draws it, in Node with no DOM: the portal's tabs, the
// sidebar, the title (never the pricelist notice: a forced modal over the live page), the filter
// and the open jobs of the carried reply with the user's text escaped and their count saying where
// they lie, without test ids; the start checklist while the carried one has items to do and the
// company has not hidden it (then the picture waits for the page's own); nothing for another page,
// a query string or an empty list.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CompanyOpenJobsReply, SessionReply, StartChecklistReply } from '@opgavetorvet/contracts';
import { localeResources } from '@opgavetorvet/ui/test';
import { renderFirstScreen } from './first-screen.server';

const session: SessionReply = {
  user: {
    id: 7,
    name: 'Firma',
    email: 'firma@demo.dk',
    role: 'company',
    companyId: 42,
    companyName: 'Firma',
  },
  csrfToken: 't',
};
const jobs: CompanyOpenJobsReply = {
  jobs: [
    {
      job_id: 5,
      headline: '<img src=x onerror=alert(1)> Maling',
      description: 'Stuen skal males',
      category_name: 'Maler',
      zip: '2100',
      city: 'København Ø',
      created_at: 1_700_000_000,
      bids_count: 2,
      has_bid: false,
      hidden: false,
      photos: [],
    },
  ],
  page: 1,
  page_size: 20,
  total: 1,
  hidden_total: 0,
  show_all: false,
  area: 'own',
  region: null,
  has_regions: true,
};
const checklist: StartChecklistReply = {
  items: {
    categories: true,
    regions: true,
    description: false,
    logo: false,
    opening_times: true,
    notifications: false,
  },
  done: false,
};

const input = (over: Partial<Parameters<typeof renderFirstScreen>[0]> = {}) => ({
  path: '/firma/opgaver',
  search: '',
  lang: 'da-DK',
  resources: localeResources(),
  replies: { '/api/session': session, '/api/firma/opgaver?page=1': jobs },
  cookies: '',
  ...over,
});

describe("mfe-firma's first screen", () => {
  it('draws the open jobs page from the carried reply with the portal’s own components', async () => {
    expect(typeof document).toBe('undefined');
    const screen = await renderFirstScreen(input());
    // The pricelist notice is a forced modal over the live page (issue 34): not in the picture.
    expect(screen?.replacedBy).toBe('[data-testid="firma-opgaver"] [data-testid="open-job"]');
    const html = screen?.html ?? '';
    expect(html).toContain('<ul class="tabs firma-tabs">');
    expect(html).toContain('class="firma-sidebar"');
    expect(html).toContain('<h1 class="page-title">Opgaver i udbud</h1>');
    expect(html).not.toContain('price-list-notice');
    expect(html).toContain('class="open-jobs-filter"');
    expect(html).toContain('<p class="muted">1 åben opgave i dine områder</p>');
    expect(html).toContain('<option value="" selected="">Dine områder</option>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Maling</h2>');
    expect(html).not.toContain('<img');
    expect(html).toContain('>Giv tilbud</button>');
    expect(html).not.toContain('data-testid');
  });

  it("draws a job with photos without its thumbnails: they load with the page's JavaScript (its budget)", async () => {
    const photo = (key: string) => ({
      key,
      kind: 'image' as const,
      name: `${key}.jpg`,
      bytes: 1000,
      width: 800,
      height: 600,
      widths: [320, 800],
      caption: null,
    });
    const keys = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(22));
    const withPhotos = { ...jobs, jobs: [{ ...jobs.jobs[0], photos: keys.map(photo) }] };
    const screen = await renderFirstScreen(
      input({ replies: { '/api/session': session, '/api/firma/opgaver?page=1': withPhotos } }),
    );
    const html = screen?.html ?? '';
    expect(html).toContain('class="card job-card"');
    expect(html).not.toContain('class="job-thumbs"');
  });

  it('draws the same picture once the company has read the pricelist notice', async () => {
    const screen = await renderFirstScreen(input({ cookies: 'sid=abc; popuppriselist_42=1' }));
    expect(screen?.html).toContain('class="card job-card"');
    expect(screen?.html).not.toContain('price-list-notice');
    expect(screen?.replacedBy).toBe('[data-testid="firma-opgaver"] [data-testid="open-job"]');
  });

  it('draws the start checklist while items are to do, and the picture waits for the page’s own', async () => {
    const replies = {
      '/api/session': session,
      '/api/firma/opgaver?page=1': jobs,
      '/api/firma/kom-godt-i-gang': checklist,
    };
    const screen = await renderFirstScreen(input({ replies }));
    expect(screen?.replacedBy).toBe(
      '[data-testid="firma-opgaver"]:has([data-testid="start-checklist"]) [data-testid="open-job"]',
    );
    expect(screen?.html).toContain('<h2 id="start-checklist-title" class="card__title">Kom godt i gang</h2>');
    expect(screen?.html).toMatch(
      /<a href="\/firma\/oplysninger#logo-section-title"[^>]*>Tilføj jeres logo<\/a>/,
    );
    expect(screen?.html).not.toContain('price-list-notice');
    // Hidden by the company, or all done: no checklist, and the picture waits only for the jobs.
    for (const over of [
      { cookies: 'kom-godt-i-gang-skjult_42=1' },
      { replies: { ...replies, '/api/firma/kom-godt-i-gang': { ...checklist, done: true } } },
    ]) {
      const without = await renderFirstScreen(input({ replies, ...over }));
      expect(without?.html).not.toContain('start-checklist');
      expect(without?.html).not.toContain('price-list-notice');
      expect(without?.replacedBy).toBe('[data-testid="firma-opgaver"] [data-testid="open-job"]');
    }
  });

  it("draws a company without regions of its own its list's area as the page does: 'Hele Danmark'", async () => {
    const allOfDenmark = { ...jobs, area: 'all' as const, has_regions: false };
    const screen = await renderFirstScreen(
      input({ replies: { '/api/session': session, '/api/firma/opgaver?page=1': allOfDenmark } }),
    );
    const html = screen?.html ?? '';
    expect(html).toContain('1 åben opgave i hele Danmark – du har ikke valgt dine områder endnu');
    expect(html).toContain('<option value="" selected="">Hele Danmark</option>');
    expect(html).not.toContain('Dine områder');
    expect(html.match(/>Hele Danmark</g)).toHaveLength(1);
  });

  it('draws nothing for a query string, another page or an empty list', async () => {
    expect(await renderFirstScreen(input({ search: 'search=maling' }))).toBeNull();
    expect(await renderFirstScreen(input({ path: '/firma/beskeder' }))).toBeNull();
    const empty = { ...jobs, jobs: [], total: 0 };
    expect(
      await renderFirstScreen(
        input({ replies: { '/api/session': session, '/api/firma/opgaver?page=1': empty } }),
      ),
    ).toBeNull();
  });
});
