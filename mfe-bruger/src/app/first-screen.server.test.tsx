// mfe-bruger's first screen as the service draws it, in Node with no DOM: /bruger/opgaver itself
// from the carried jobs reply, the user's text escaped, without test ids; nothing for an empty
// list (the page draws its empty state) or a query string.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UserJobsReply } from '@opgavetorvet/contracts';
import { localeResources } from '@opgavetorvet/ui/test';
import { renderFirstScreen } from './first-screen.server';

const reply: UserJobsReply = {
  jobs: [
    {
      job_id: 9,
      headline: 'Ny terrasse & "hegn"',
      category_name: 'Tømrer',
      status: 'open',
      zip: '8000',
      city: 'Aarhus C',
      created_at: 1_700_000_000,
      bids_count: 3,
      unread_count: 2,
    },
  ],
};

const input = (replies: Record<string, unknown>, search = '') => ({
  path: '/bruger/opgaver',
  search,
  lang: 'da-DK',
  resources: localeResources(),
  replies,
  cookies: '',
});

describe("mfe-bruger's first screen", () => {
  it("draws the customer's jobs page from the carried reply", async () => {
    const screen = await renderFirstScreen(input({ '/api/bruger/opgaver': reply }));
    expect(screen?.replacedBy).toBe('[data-testid="bruger-opgaver"] [data-testid="user-job"]');
    const html = screen?.html ?? '';
    expect(html).toContain('<h1 class="page-title">Mine opgaver</h1>');
    expect(html).toContain(
      '<a href="/bruger/opgave/9" data-discover="true">Ny terrasse &amp; &quot;hegn&quot;</a>',
    );
    expect(html).toContain('<li class="job-card__bids">3 tilbud</li>');
    expect(html).toContain('class="unread-dot"');
    expect(html).not.toContain('data-testid');
  });

  it('draws nothing for an empty list or a query string', async () => {
    expect(await renderFirstScreen(input({ '/api/bruger/opgaver': { jobs: [] } }))).toBeNull();
    expect(await renderFirstScreen(input({ '/api/bruger/opgaver': reply }, 'x=1'))).toBeNull();
    expect(await renderFirstScreen(input({}))).toBeNull();
  });
});
