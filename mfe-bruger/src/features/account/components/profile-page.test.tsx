// Rules of /bruger/profil (issue 32): the customer's name, zip and address are a form checked with
// its call's schema; a phone or e-mail change waiting for its confirmation is shown, the old value
// still in use; the code and the new password are refused in Danish before anything is sent; the
// notifications are one checkbox per kind and channel, saved together; opened from an unsubscribe
// link the page says which kind was switched off.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoticeSettings, ProfileSettingsReply } from '@opgavetorvet/contracts';
import { mockFetch, posts } from '@opgavetorvet/ui/test';
import { customerAccount, renderAccountPages } from '../test/account-fixture';

const account = customerAccount();
const { name, email, phone, zip, city } = account.profile;
const profile: ProfileSettingsReply = {
  profile: { name, email, phone, zip, city, street_address: 'Strandboulevarden 5' },
  pending: { phone: { value: '30 30 30 30', expires_at: 1_900_000_000 }, email: null },
};

const on = { email: true, sms: true };
const settings: NoticeSettings = {
  offers: on,
  messages: on,
  reminders: on,
  review_requests: on,
  news: { email: false, sms: false },
};

function open(route = '/bruger/profil') {
  const server = mockFetch({
    'GET /api/bruger/konto': { body: account },
    'GET /api/bruger/profil': { body: profile },
    'GET /api/konto/notifikationer': { body: { settings } },
    'POST /api/konto/notifikationer': async (request) => ({ body: await request.json() }),
    'POST /api/bruger/profil': { body: { type: 'success', message: 'Dine oplysninger er gemt.' } },
  });
  renderAccountPages(route);
  return { server, user: userEvent.setup() };
}

const posted = async (server: ReturnType<typeof open>['server'], path: string) =>
  Promise.all(posts(server, path).map((r) => r.json() as Promise<unknown>));

describe('/bruger/profil', () => {
  it('fills the form with the profile and saves name, zip and street address', async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('profile-form');
    expect(within(form).getByLabelText('Navn')).toHaveValue('Mette Hansen');
    expect(within(form).getByLabelText('Adresse (vej og nummer)')).toHaveValue('Strandboulevarden 5');
    await user.clear(within(form).getByLabelText('Postnummer'));
    await user.type(within(form).getByLabelText('Postnummer'), '21');
    await user.click(within(form).getByRole('button', { name: 'Gem oplysninger' }));
    expect(await within(form).findByText('Ugyldigt postnummer. Prøv venligst igen')).toBeInTheDocument();
    expect(await posted(server, '/api/bruger/profil')).toEqual([]);
    await user.type(within(form).getByLabelText('Postnummer'), '00');
    await user.click(within(form).getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(async () =>
      expect(await posted(server, '/api/bruger/profil')).toEqual([
        { name: 'Mette Hansen', zip: '2100', street_address: 'Strandboulevarden 5' },
      ]),
    );
  });

  it('says a new phone waits for its code while the old number is in use, and refuses a short code', async () => {
    const { server, user } = open();
    const phone = await screen.findByTestId('phone-change');
    expect(within(phone).getByText('Nuværende nummer: 28 85 08 02')).toBeInTheDocument();
    expect(within(phone).getByTestId('phone-pending')).toHaveTextContent(
      'Venter på bekræftelse: 30 30 30 30.',
    );
    await user.type(within(phone).getByLabelText('Koden fra SMS’en (6 cifre)'), '123');
    await user.click(within(phone).getByRole('button', { name: 'Bekræft nummeret' }));
    expect(await within(phone).findByText('Skriv de 6 cifre fra SMS’en.')).toBeInTheDocument();
    expect(await posted(server, '/api/bruger/profil/telefon/bekraeft')).toEqual([]);
  });

  it('says whether the mailed e-mail link worked', async () => {
    open('/bruger/profil?email=bekraeftet');
    const email = await screen.findByTestId('email-change');
    expect(within(email).getByText('Din nye e-mail er bekræftet og gælder nu.')).toBeInTheDocument();
    expect(within(email).getByText('Nuværende e-mail: bruger@demo.dk')).toBeInTheDocument();
  });

  it('refuses a new password shorter than 8 characters before sending it', async () => {
    const { user } = open();
    const form = await screen.findByTestId('password-form');
    await user.type(within(form).getByLabelText('Nuværende adgangskode'), 'gammelt-ord');
    await user.type(within(form).getByLabelText('Ny adgangskode'), 'kort');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    expect(await within(form).findByText('Adgangskoden skal være mindst 8 tegn')).toBeInTheDocument();
  });

  it('saves the notifications, one checkbox per kind and channel', async () => {
    const { server, user } = open();
    const section = await screen.findByTestId('notice-settings-form');
    const newsByEmail = within(section).getByRole('checkbox', { name: 'Nyheder fra Opgavetorvet på E-mail' });
    expect(newsByEmail).not.toBeChecked();
    await user.click(newsByEmail);
    await user.click(within(section).getByRole('checkbox', { name: 'Tilbud på SMS' }));
    await user.click(within(section).getByRole('button', { name: 'Gem notifikationer' }));
    await waitFor(async () =>
      expect(await posted(server, '/api/konto/notifikationer')).toEqual([
        {
          settings: {
            ...settings,
            offers: { email: true, sms: false },
            news: { email: true, sms: false },
          },
        },
      ]),
    );
  });

  it('opened from an unsubscribe link, says which kind was switched off by e-mail', async () => {
    open('/bruger/profil?afmeldt=reminders');
    expect(await screen.findByTestId('notice-unsubscribed')).toHaveTextContent(
      'Du er afmeldt »Påmindelser« på e-mail. Du kan slå det til igen her.',
    );
  });
});
