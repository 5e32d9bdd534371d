// The privacy policy and the terms of use (issue 32), in Danish and English: the policy states the
// retention periods the service deletes by (the contracts' RETENTION, so a changed number changes
// the text), the rights with 'Hent mine data', 'Slet min konto' and Datatilsynet, and lists every
// cookie the product sets as necessary; each page lists its sections with links to them; the terms
// link the policy. Both name the operator (GET /api/operatoer: name, CVR number, address) once the
// call answers, and nothing in its place while it is under way or when it fails.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION } from '@opgavetorvet/contracts';
import { heldReply, mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { operatorApi } from '../api/operator-api';
import { POLICY_COOKIES } from '../lib/cookies';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

afterEach(async () => {
  // Unmounted first: the pages would otherwise redraw in Danish outside the test.
  cleanup();
  await i18next.changeLanguage('da-DK');
});

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

const operator = { name: 'Markedet A/S', cvr: '87654321', address: 'Havnegade 2, 8000 Aarhus C' };

describe('the operator on the legal pages', () => {
  it("names the data controller with name, CVR number and address under the policy's first section", async () => {
    mockFetch({ 'GET /api/operatoer': { body: operator } });
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    const controller = section('Hvem er ansvarlig');
    expect(
      await within(controller).findByText('Markedet A/S, CVR-nr. 87654321, Havnegade 2, 8000 Aarhus C'),
    ).toBe(controller.querySelector('p:last-of-type'));
  });

  it('shows the rest of the policy while the call is under way, and no line when it fails', async () => {
    const held = heldReply();
    mockFetch({ 'GET /api/operatoer': held.route });
    const { store } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    await held.reached;
    expect(section('Hvem er ansvarlig')).toHaveTextContent('privatliv@opgavetorvet.dk');
    expect(screen.queryByTestId('operator-line')).toBeNull();
    held.release({ status: 500, body: { type: 'error', message: 'Fejl' } });
    await waitFor(() => expect(operatorApi.endpoints.operator.select()(store.getState()).isError).toBe(true));
    expect(screen.queryByTestId('operator-line')).toBeNull();
  });

  it("says who runs the marketplace in the terms' first section, in English too", async () => {
    mockFetch({ 'GET /api/operatoer': { body: operator } });
    renderWithProviders(<TermsPage />, { route: '/vilkaar' });
    expect(
      await within(section('Hvad Opgavetorvet er')).findByText(
        'Opgavetorvet drives af Markedet A/S, CVR-nr. 87654321, Havnegade 2, 8000 Aarhus C.',
      ),
    ).toBeInTheDocument();
    cleanup();
    await i18next.changeLanguage('en');
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    expect(
      await within(section('Who is responsible')).findByText(
        'Markedet A/S, CVR no. 87654321, Havnegade 2, 8000 Aarhus C',
      ),
    ).toBeInTheDocument();
  });
});

describe('the privacy policy', () => {
  it('says for how long each kind of data is kept, with the periods the retention task deletes by', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privatlivspolitik');
    const kept = section('Hvor længe vi gemmer dem').textContent ?? '';
    expect(kept).toContain(`Loginforsøg: ${RETENTION.loginAttemptDays} dage.`);
    expect(kept).toContain(`vi har sendt: ${RETENTION.sentMessageDays} dage.`);
    expect(kept).toContain(`gemmes i ${RETENTION.failedMessageDays} dage`);
    expect(kept).toContain(`efter ${RETENTION.sessionIdleHours} timer uden brug`);
    expect(kept).toContain(`senest ${RETENTION.sessionMaxDays} dage efter`);
    expect(kept).toContain(`besked: ${RETENTION.unattachedUploadHours} timer.`);
    expect(kept).toContain(`der er gået ${RETENTION.unconfirmedChangeDays} døgn`);
    expect(kept).toContain(`fakturaer: ${RETENTION.bookkeepingYears} år fra udgangen af det regnskabsår`);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('names what is stored, who receives it and the rights, with the complaint to Datatilsynet', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    const stored = section('Hvilke oplysninger vi gemmer').textContent;
    for (const word of [
      'opgaver',
      'Beskeder',
      'vedhæftet',
      'Anmeldelser',
      'kvitteringer',
      'loginforsøg',
      'sessioner',
    ])
      expect(stored).toContain(word);
    const receivers = section('Hvem får dine oplysninger').textContent;
    expect(receivers).toContain('Det firma, du vælger, får desuden dit navn, din adresse');
    expect(receivers).toContain('Stripe');
    expect(receivers).toContain('e-mail og SMS');
    const rights = section('Dine rettigheder').textContent;
    expect(rights).toContain('»Hent mine data«');
    expect(rights).toContain('»Slet min konto«');
    expect(rights).toContain('Datatilsynet');
  });

  it('uses only necessary cookies and lists each one the product sets', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    const cookies = section('Cookies');
    expect(cookies).toHaveTextContent('Vi bruger kun nødvendige cookies');
    const table = within(cookies).getByRole('table', { name: 'Cookies på Opgavetorvet' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('code')?.textContent);
    expect(names).toEqual(POLICY_COOKIES.map((c) => (c.numbered ? `${c.name}…` : c.name)));
    expect(within(table).getByRole('row', { name: /^sid/ })).toHaveTextContent(
      `højst ${RETENTION.sessionMaxDays} dage`,
    );
  });

  it('lists its sections, each a link to its heading', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    const contents = screen.getByRole('navigation', { name: 'Indhold' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    );
    for (const link of links)
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInstanceOf(HTMLElement);
  });

  it('is in English when English is chosen', async () => {
    await i18next.changeLanguage('en');
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privatlivspolitik' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    const kept = section('How long we keep it');
    expect(kept).toHaveTextContent(`Log-in attempts: ${RETENTION.loginAttemptDays} days.`);
    expect(kept).toHaveTextContent(`${RETENTION.unconfirmedChangeDays * 24} hours have passed`);
    expect(document.body.textContent).not.toContain('{{');
  });
});

describe('the terms of use', () => {
  it('shows the terms in Danish and links the privacy policy', () => {
    renderWithProviders(<TermsPage />, { route: '/vilkaar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vilkår for brug');
    expect(section('Hvad Opgavetorvet er')).toHaveTextContent('Opgavetorvet er ikke part i den');
    expect(screen.getByRole('link', { name: 'Læs privatlivspolitikken' })).toHaveAttribute(
      'href',
      '/privatlivspolitik',
    );
  });

  it('is in English when English is chosen', async () => {
    await i18next.changeLanguage('en');
    renderWithProviders(<TermsPage />, { route: '/vilkaar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of use');
  });
});
