// /admin/totp (issue 33): setting up the second factor shows the QR code, the key and the app's
// address from the service, checks the first code with the call's schema, shows a refused code at
// the field, and then the recovery codes once; at a later login the code form logs in and goes on.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { TotpPage } from './totp-page';

const secret = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Opgavetorvet:ny%40example.dk?secret=JBSWY3DPEHPK3PXP&issuer=Opgavetorvet',
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/totp" element={<TotpPage />} />
      <Route path="/admin/annulleringer" element={<p>Annulleringerne</p>} />
    </Routes>,
    { route: '/admin/totp' },
  );
}

describe('the second factor page', () => {
  it('sets up TOTP: the QR code and key, the first code checked, then the recovery codes', async () => {
    let confirms = 0;
    const server = mockFetch({
      'GET /api/admin/totp': { body: { step: 'setup' } },
      'POST /api/admin/totp/ny': { body: secret },
      'POST /api/admin/totp/bekraeft': () =>
        (confirms += 1) === 1
          ? {
              status: 400,
              body: {
                type: 'error',
                message: 'Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.',
              },
            }
          : {
              body: {
                type: 'success',
                message: 'Totrinsbekræftelse er sat op.',
                recovery_codes: codes,
                next: '/admin/annulleringer',
              },
            },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sæt totrinsbekræftelse op' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vis QR-kode' }));
    expect(await screen.findByRole('img', { name: 'QR-kode til godkendelses-appen' })).toHaveAttribute(
      'src',
      secret.qr,
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('totp-uri')).toHaveAttribute('href', secret.uri);

    const field = screen.getByLabelText('Kode fra appen');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(
      await screen.findByText('Skriv de 6 cifre fra appen eller en af dine gendannelseskoder.'),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.endsWith('/bekraeft'))).toHaveLength(0);

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(
      await screen.findByText('Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.'),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));

    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(within(list).getByRole('link', { name: 'Videre til administrationen' })).toHaveAttribute(
      'href',
      '/admin/annulleringer',
    );
    const posted = server.requests.filter((r) => r.url.endsWith('/bekraeft'));
    expect(await posted.at(-1)!.json()).toEqual({ code: '654321' });
  });

  it('asks the code at a later login and goes on when it is right', async () => {
    const server = mockFetch({
      'GET /api/admin/totp': { body: { step: 'verify' } },
      'POST /api/admin/totp/kode': {
        body: { type: 'success', next: '/admin/annulleringer', recovery_codes_left: null },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Kode fra din godkendelses-app' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Kode'), { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('Annulleringerne')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await server.requests.find((r) => r.method === 'POST')!.json()).toEqual({ code: '654321' });
  });

  it('shows a refused code at the field and stays', async () => {
    mockFetch({
      'GET /api/admin/totp': { body: { step: 'verify' } },
      'POST /api/admin/totp/kode': {
        status: 400,
        body: {
          type: 'error',
          message: 'Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.',
        },
      },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Kode'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(
      await screen.findByText('Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Annulleringerne')).not.toBeInTheDocument();
  });

  it('drops the "password alone" note once the demo administrator has confirmed its code', async () => {
    const optional = /Du logger ind med adgangskoden alene/;
    mockFetch({
      'GET /api/admin/totp': { body: { step: 'optional' } },
      'POST /api/admin/totp/ny': { body: secret },
      'POST /api/admin/totp/bekraeft': {
        body: { type: 'success', message: 'ok', recovery_codes: codes, next: '/admin/annulleringer' },
      },
    });
    renderPage();
    expect(await screen.findByText(optional)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vis QR-kode' }));
    fireEvent.change(await screen.findByLabelText('Kode fra appen'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(await screen.findByTestId('recovery-codes')).toBeInTheDocument();
    expect(screen.queryByText(optional)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    mockFetch({
      'GET /api/admin/totp': { status: 401, body: { type: 'error', message: 'Log venligst ind' } },
    });
    renderPage();
    expect(await screen.findByText('Log ind med din e-mail og adgangskode først.')).toBeInTheDocument();
  });
});
