// Issue 10 #12 and the booking confirmation: 'Leverandør valgt' says the company can be contacted
// below, and below are its phone and e-mail (the printable booking confirmation of
// /ajax/bruger/show_check) and a message button; the job page offers the confirmation once a
// company is chosen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobPage } from '../features/opgave/components/job-page-fixture';
import { OpgaveRoutePage } from './job-page-parts';
import { SupplierHiredRoutePage } from './supplier-hired-parts';

const session = {
  body: {
    user: { id: 7, name: 'Bente', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};
const checkHtml =
  '<article class="booking-check"><h2>Bekræftelse af booking – Job-ID 333</h2><dl><div class="booking-check__row"><dt>Telefon</dt><dd><a href="tel:30303030">30303030</a></dd></div><div class="booking-check__row"><dt>E-mail</dt><dd><a href="mailto:info@hansen.dk">info@hansen.dk</a></dd></div></dl><button type="button" class="btn booking-check__print" data-action="print">Udskriv</button></article>';
const [first, second] = jobPage.contacts;
const chosen = {
  ...jobPage,
  job: { ...jobPage.job, status: 'assigned' as const },
  contacts: [{ ...first, state: 'awaiting_confirmation' as const, is_winner: true }, second],
  state: { ...jobPage.state, can_choose: false, winner_contact_id: 41 },
};

describe('after choosing a supplier', () => {
  it("'Leverandør valgt' shows the company's phone and e-mail as links below 'Du kan kontakte firmaet herunder', a message button, and prints", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'GET /api/bruger/opgaver/333': { body: chosen },
      'POST /ajax/bruger/show_check': { body: { html: checkHtml } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/bruger/leverandorhyret/:jobId" element={<SupplierHiredRoutePage />} />
      </Routes>,
      { route: '/bruger/leverandorhyret/333/?contact_id=41' },
    );
    const page = await screen.findByTestId('bruger-leverandorhyret');
    expect(page).toHaveTextContent('Du kan kontakte firmaet herunder');
    const contact = within(page).getByTestId('hired-contact');
    expect(within(contact).getByRole('heading', { name: 'Kontakt Tømrer Hansen ApS' })).toBeInTheDocument();
    expect(await within(contact).findByRole('link', { name: '30303030' })).toHaveAttribute(
      'href',
      'tel:30303030',
    );
    expect(within(contact).getByRole('link', { name: 'info@hansen.dk' })).toHaveAttribute(
      'href',
      'mailto:info@hansen.dk',
    );
    expect(within(contact).getByRole('button', { name: 'Skriv besked' })).toBeInTheDocument();
    const post = server.requests.find((r) => r.url.endsWith('/ajax/bruger/show_check'));
    expect(await post?.json()).toEqual({ contactid: 41 });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.setup().click(within(contact).getByRole('button', { name: 'Udskriv' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("the job page offers 'Bookingbekræftelse' once a company is chosen, and not before", async () => {
    mockFetch({
      'GET /api/session': session,
      'GET /api/bruger/opgaver/333': { body: chosen },
      'POST /ajax/bruger/show_check': { body: { html: checkHtml } },
      'GET /api/bruger/account': { body: { bookings: [] } },
    });
    const view = renderWithProviders(
      <Routes>
        <Route path="/bruger/opgave/:jobId" element={<OpgaveRoutePage />} />
      </Routes>,
      { route: '/bruger/opgave/333' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bookingbekræftelse' }));
    const dialog = screen.getByRole('dialog', { name: 'Bekræftelse af booking' });
    expect(await within(dialog).findByRole('link', { name: 'info@hansen.dk' })).toBeInTheDocument();
    view.unmount();

    mockFetch({ 'GET /api/session': session, 'GET /api/bruger/opgaver/333': { body: jobPage } });
    renderWithProviders(
      <Routes>
        <Route path="/bruger/opgave/:jobId" element={<OpgaveRoutePage />} />
      </Routes>,
      { route: '/bruger/opgave/333' },
    );
    await screen.findAllByTestId('offer');
    expect(screen.queryByRole('button', { name: 'Bookingbekræftelse' })).not.toBeInTheDocument();
  });
});
