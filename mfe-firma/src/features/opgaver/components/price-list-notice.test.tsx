// The pricelist popup: shown to a company until it is read; 'Forstået – vis ikke igen' marks it
// read through /firma/modal_prise_read (the server's message as a notification) and it goes; the
// cookie popuppriselist_<companyId>=1 keeps it away; the link leads to /hjaelp/firma?title=1. It is
// the job-inform modal of SPEC §2, forced open while unread: no close button, and neither Escape
// nor a click on the backdrop closes it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { notes } from '../test/open-jobs-fixture';
import { PriceListNotice } from './price-list-notice';

const session = {
  body: {
    user: {
      id: 3,
      name: 'Kasper Lund',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 7,
      companyName: 'Demo Byg',
    },
    csrfToken: 'token',
  },
};

function open() {
  const server = mockFetch({
    'GET /api/session': session,
    'POST /firma/modal_prise_read': { body: { type: 'success', message: 'Vi viser ikke prislisten igen.' } },
  });
  const view = renderWithProviders(<PriceListNotice />, { route: '/firma/opgaver' });
  return { server, store: view.store, user: userEvent.setup() };
}

afterEach(() => {
  document.cookie = 'popuppriselist_7=; max-age=0; path=/';
});

describe('the pricelist popup', () => {
  it("is shown until read, and 'Forstået' marks it read so it goes", async () => {
    const { server, store, user } = open();
    const notice = await screen.findByTestId('price-list-notice');
    expect(screen.getByRole('link', { name: 'Foreslå ændringer til prislisten' })).toHaveAttribute(
      'href',
      '/hjaelp/firma?title=1',
    );
    await user.click(screen.getByRole('button', { name: 'Forstået – vis ikke igen' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.url.endsWith('/firma/modal_prise_read'));
    expect(await post?.json()).toEqual({ popuppriselist: 1 });
    expect(notes(store)).toEqual([{ type: 'success', note: 'Vi viser ikke prislisten igen.' }]);
  });

  it('is forced open: no close button, and neither Escape nor the backdrop closes it', async () => {
    const { server, user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Kunder kan bestille ud fra din prisliste' });
    expect(dialog).toHaveAttribute('data-testid', 'price-list-notice');
    expect(within(dialog).queryByRole('button', { name: 'Luk' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Forstået – vis ikke igen']);
    await user.keyboard('{Escape}');
    const backdrop = dialog.parentElement as HTMLElement;
    expect(backdrop).toHaveClass('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(server.requests.some((r) => r.url.endsWith('/firma/modal_prise_read'))).toBe(false);
  });

  it('is not shown once the cookie says the company has read it', async () => {
    document.cookie = 'popuppriselist_7=1; path=/';
    const { server } = open();
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/api/session'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('price-list-notice')).not.toBeInTheDocument();
  });

  it("another company's read cookie does not hide it", async () => {
    document.cookie = 'popuppriselist_17=1; path=/';
    open();
    expect(await screen.findByTestId('price-list-notice')).toBeInTheDocument();
    document.cookie = 'popuppriselist_17=; max-age=0; path=/';
  });
});
