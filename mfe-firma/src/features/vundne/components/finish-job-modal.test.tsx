// Rules of the finish-job modal chain (SPEC §4/§5/§8): an outcome must be chosen; the first option
// (value 2) finishes with a price that is required, whole kroner up to 999999999 without decimals,
// øre one or two digits; success shows html_reviews ('Opgave afsluttet' with the price); any other
// option cancels with a required reason text; a refused cancel shows the server's error_message and
// gives the button back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { FinishJobModal } from './finish-job-modal';

function open(routes: FakeRoutes = {}) {
  const server = mockFetch(routes);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <FinishJobModal job={wonJob({ contact_id: 565, job_id: 320, state: 'confirmed' })} onClose={onClose} />,
  );
  const notes = () => view.store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
  const posts = () => server.requests.filter((r) => r.method === 'POST');
  return { onClose, notes, posts, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, option: RegExp) {
  await user.click(screen.getByRole('radio', { name: option }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
}

describe('finishing a job', () => {
  it('needs an outcome before going on', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Udfyld venligst alle felter, før du sender');
  });

  it.each([
    ['', '', 'Angiv venligst opgavens endelige pris'],
    ['12500,50', '', 'Beløbet skal være et helt tal på højst 999999999'],
    ['1000000000', '', 'Beløbet skal være et helt tal på højst 999999999'],
    ['12.5', '', 'Beløbet skal være et helt tal på højst 999999999'],
    ['0', '', 'Beløbet skal være større end 0.'],
    ['0', '00', 'Beløbet skal være større end 0.'],
    ['-5', '', 'Beløbet skal være større end 0.'],
    ['12500', 'ab', 'Øre skal være et eller to cifre, højst 99'],
    ['12500', '5,', 'Øre skal være et eller to cifre, højst 99'],
  ])('refuses price %j with øre %j before sending: %s', async (price, cents, message) => {
    const { posts, user } = open();
    await choose(user, /Opgaven er udført/);
    if (price) await user.type(screen.getByLabelText(/^Endelig pris/), price);
    if (cents) await user.type(screen.getByLabelText(/^Øre/), cents);
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(posts()).toHaveLength(0);
  });

  it("sends the price and shows 'Opgave afsluttet' with it (html_reviews)", async () => {
    const html =
      '<div class="job-finished"><p class="job-finished-label">Opgave afsluttet</p><p class="job-finished-price">999.999.999,05 kr.</p></div>';
    const { onClose, notes, posts, user } = open({
      'POST /ajax/firma/update_balans_company': {
        body: { success: true, html_reviews: html, price_text: '999.999.999,05 kr.' },
      },
    });
    await choose(user, /Opgaven er udført/);
    // Written with SPEC §9's thousands separators, sent as the digits.
    await user.type(screen.getByLabelText(/^Endelig pris/), '999.999.999');
    await user.type(screen.getByLabelText(/^Øre/), '05');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afslut opgaven' }));
    const result = await screen.findByTestId('finish-result');
    expect(result).toHaveTextContent('Opgave afsluttet999.999.999,05 kr.');
    expect(await posts()[0].json()).toEqual({
      job_id: 320,
      price: '999999999',
      amount_summ: '05',
      company_appointment_date: '',
    });
    expect(notes()).toEqual([
      { type: 'success', note: 'Opgaven er afsluttet. Endelig pris: 999.999.999,05 kr.' },
    ]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the reviews-cancel html of a job that is already rated', async () => {
    const html = '<div class="modal-reviews-cancel"><h2>Opgaven er allerede bedømt</h2></div>';
    const { user } = open({
      'POST /ajax/firma/update_balans_company': {
        body: { success: false, html_reviews: html, price_text: '' },
      },
    });
    await choose(user, /Opgaven er udført/);
    await user.type(screen.getByLabelText(/^Endelig pris/), '100');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afslut opgaven' }));
    expect(await screen.findByTestId('finish-result')).toHaveTextContent('Opgaven er allerede bedømt');
  });
});

describe('the øre field and the last step (issue 10, defect 8)', () => {
  it("keeps '150' in the øre field and says at once that øre are at most two digits", async () => {
    const { posts, user } = open();
    await choose(user, /Opgaven er udført/);
    await user.type(screen.getByLabelText(/^Endelig pris/), '12500');
    await user.type(screen.getByLabelText(/^Øre/), '150');
    expect(screen.getByLabelText(/^Øre/)).toHaveValue('150');
    expect(screen.getByRole('alert')).toHaveTextContent('Øre skal være et eller to cifre, højst 99');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    expect(screen.queryByTestId('finish-confirm')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('asks before finishing, saying the price and what cannot be undone; only yes sends', async () => {
    const { posts, user } = open({
      'POST /ajax/firma/update_balans_company': {
        body: { success: true, html_reviews: '<p>Opgave afsluttet</p>', price_text: '12.500,50 kr.' },
      },
    });
    await choose(user, /Opgaven er udført/);
    await user.type(screen.getByLabelText(/^Endelig pris/), '12500');
    await user.type(screen.getByLabelText(/^Øre/), '50');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    const step = screen.getByTestId('finish-confirm');
    expect(step).toHaveTextContent('Afslut opgaven med den endelige pris 12.500,50 kr.?');
    expect(step).toHaveTextContent('Det kan ikke fortrydes');
    await waitFor(() => expect(within(step).getByRole('heading')).toHaveFocus());
    expect(posts()).toHaveLength(0);

    await user.click(within(step).getByRole('button', { name: 'Ret prisen' }));
    expect(screen.getByLabelText(/^Endelig pris/)).toHaveValue('12500');
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afslut opgaven' }));
    expect(await screen.findByTestId('finish-result')).toHaveTextContent('Opgave afsluttet');
    expect(posts()).toHaveLength(1);
  });
});

describe('cancelling a job', () => {
  it('needs a reason text, then asks the administrator with the chosen option', async () => {
    const { onClose, notes, posts, user } = open({
      'POST /ajax/firma/refused_to_work': {
        body: {
          success: true,
          error_message: '',
          contact_contact: 565,
          link_name: 'annulleret (afventer admin)',
        },
      },
    });
    await choose(user, /Kunden svarer ikke/);
    await user.click(screen.getByRole('button', { name: 'Send annullering' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Beskriv venligst hvorfor opgaven blev annulleret');
    expect(posts()).toHaveLength(0);

    await user.type(
      screen.getByLabelText('Beskriv, hvorfor opgaven blev annulleret'),
      'Kunden har ikke svaret i tre uger.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Kunden ønsker et nyt firma' }));
    await user.click(screen.getByRole('button', { name: 'Send annullering' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await posts()[0].json()).toEqual({
      job_id: 320,
      text: 'Kunden har ikke svaret i tre uger.',
      optionselect: '4',
      optionnewone: '1',
      company_appointment_date: '',
    });
    expect(notes()).toEqual([
      { type: 'success', note: 'Annulleringen er sendt og afventer administratoren.' },
    ]);
  });

  it("a refused cancel shows the server's error_message and the button works again", async () => {
    const message = 'Der er allerede en annullering, som afventer administratoren.';
    const { onClose, notes, user } = open({
      'POST /ajax/firma/refused_to_work': {
        status: 409,
        body: {
          success: false,
          error_message: message,
          contact_contact: 0,
          link_name: '',
          type: 'error',
          message,
        },
      },
    });
    await choose(user, /Kunden har aflyst/);
    await user.type(screen.getByLabelText('Beskriv, hvorfor opgaven blev annulleret'), 'Aflyst');
    await user.click(screen.getByRole('button', { name: 'Send annullering' }));
    await waitFor(() => expect(notes()).toEqual([{ type: 'error', note: message }]));
    expect(screen.getByRole('button', { name: 'Send annullering' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
