// mfe-admin's first screen as the service draws it, in Node with no DOM: the administrator's tabs
// and /admin/annulleringer itself from the carried pending requests (the agreed date where there
// is one), without test ids; nothing when none is pending.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CancellationsReply } from '@opgavetorvet/contracts';
import { formatUnixDate } from '@opgavetorvet/ui';
import { localeResources } from '@opgavetorvet/ui/test';
import { renderFirstScreen } from './first-screen.server';

const reply: CancellationsReply = {
  items: [
    {
      cancellation_id: 1,
      contact_id: 2,
      job_id: 3,
      headline: 'Nyt tag',
      company_name: 'Tagfirma',
      user_name: 'Ole',
      text: 'Kunden har aflyst',
      option_select: 1,
      option_new_one: false,
      appointment_at: 1_700_000_000,
      created_at: 1_699_000_000,
    },
  ],
};

const input = (items: CancellationsReply['items']) => ({
  path: '/admin/annulleringer',
  search: '',
  lang: 'da-DK',
  resources: localeResources(),
  replies: { '/api/admin/annulleringer': { items } },
  cookies: '',
});

describe("mfe-admin's first screen", () => {
  it('draws the tabs and the pending requests from the carried reply', async () => {
    const screen = await renderFirstScreen(input(reply.items));
    expect(screen?.replacedBy).toBe('[data-testid="admin-annulleringer"] [data-testid="cancellation"]');
    const html = screen?.html ?? '';
    expect(html).toContain('<ul class="tabs admin-tabs">');
    expect(html).toContain('<h1 class="page-title">Annulleringer</h1>');
    expect(html).toContain('<h2 class="card__title">Nyt tag</h2>');
    expect(html).toContain(`<dt>Aftalt dato</dt><dd>${formatUnixDate(1_700_000_000, 'da-DK')}</dd>`);
    expect(html).toContain('Kunden har aflyst</blockquote>');
    expect(html).not.toContain('data-testid');
  });

  it('draws nothing when no request is pending', async () => {
    expect(await renderFirstScreen(input([]))).toBeNull();
  });
});
