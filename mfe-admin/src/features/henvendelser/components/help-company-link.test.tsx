// A company's support case opened in the help inbox links to that company's profile and pricelist
// editor (issue 33: 'Suggest changes to the pricelist' is done there and answered from there); a
// customer's complaint has no such link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { HenvendelserPage } from './henvendelser-page';

const supportCase: HelpItem = {
  kind: 'support_case',
  id: 7,
  title: 'Foreslå ændringer til prislisten',
  from_name: 'Tagmestrene ApS',
  status: 'open',
  unanswered: true,
  preview: 'Tømrer skal koste 450 kr.',
  message_count: 1,
  created_at: 1_700_000_000,
  last_message_at: 1_700_000_000,
  can_answer: true,
  job_id: null,
};
const complaint: HelpItem = {
  ...supportCase,
  kind: 'complaint',
  id: 3,
  title: 'Et Firma ApS',
  from_name: 'Kunde',
};
const thread = (item: HelpItem) => ({
  body: { item, messages: [{ sender: 'company', body: item.preview, created_at: 1_700_000_000 }] },
});

describe('a support case in the help inbox', () => {
  it('links to its company’s pricelist and profile editor; a complaint does not', async () => {
    mockFetch({
      'GET /api/admin/henvendelser': {
        body: {
          items: [supportCase, complaint],
          page: 1,
          page_size: 25,
          total: 2,
          counts: {
            type: { support_case: 1, complaint: 1, ticket: 0 },
            status: { active: 2, open: 2, answered: 0, closed: 0 },
            age: { day: 2, week: 0, month: 0, older: 0 },
          },
        },
      },
      'GET /api/admin/henvendelser/support_case/7': thread(supportCase),
      'GET /api/admin/henvendelser/complaint/3': thread(complaint),
    });
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    const user = userEvent.setup();
    const [caseItem, complaintItem] = await screen.findAllByTestId('help-item');
    await user.click(within(caseItem).getByRole('button', { name: 'Læs og svar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foreslå ændringer til prislisten' });
    expect(
      await within(dialog).findByRole('link', { name: 'Ret firmaets prisliste og profil' }),
    ).toHaveAttribute('href', '/admin/firmaer?sag=7');
    await user.click(within(dialog).getByRole('button', { name: 'Luk vinduet' }));

    await user.click(within(complaintItem).getByRole('button', { name: 'Læs og svar' }));
    const other = await screen.findByRole('dialog', { name: 'Et Firma ApS' });
    expect(await within(other).findByText('Tømrer skal koste 450 kr.')).toBeInTheDocument();
    expect(
      within(other).queryByRole('link', { name: 'Ret firmaets prisliste og profil' }),
    ).not.toBeInTheDocument();
  });
});
