// The account page's rules: the balance and every movement with its running balance and receipt
// link; 'Fyld op' checks 100–50 000 whole kroner with the service's own text before asking, then
// sends the browser to the Checkout address the service answers; without card payment the form
// says it is not set up. The return page reads 'Betalingen behandles' until the payment is in,
// then 'Betalingen er modtaget' by itself; without ?session_id it finds the session in the card
// payment's callback cookie.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyAccountReply, PaymentStatusReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { KontoPage } from './konto-page';
import { PaymentReturnPage } from './payment-return-page';

const account = (cardPayment = true): CompanyAccountReply => ({
  balance_ore: 60_100,
  card_payment: cardPayment,
  min_kr: 100,
  max_kr: 50_000,
  lines: [
    {
      id: 3,
      kind: 'plan_payment',
      text: 'Abonnement Pro – Tømrer',
      amount_ore: -49_900,
      balance_ore: 60_100,
      created_at: 1_767_225_600,
      receipt_id: null,
      receipt_number: null,
    },
    {
      id: 2,
      kind: 'card_topup',
      text: 'Indbetaling via kort',
      amount_ore: 100_000,
      balance_ore: 110_000,
      created_at: 1_767_139_200,
      receipt_id: 7,
      receipt_number: 12,
    },
    {
      id: 1,
      kind: 'manual_credit',
      text: 'Indbetaling via bankoverførsel',
      amount_ore: 10_000,
      balance_ore: 10_000,
      created_at: 1_767_052_800,
      receipt_id: 6,
      receipt_number: 11,
    },
  ],
});

const notifications = {
  offers: { email: true, sms: true },
  messages: { email: true, sms: true },
  reminders: { email: true, sms: true },
  review_requests: { email: true, sms: true },
  news: { email: false, sms: false },
};

describe('/firma/konto', () => {
  it('shows the balance and each movement with date, text, amount, running balance and receipt', async () => {
    mockFetch({ 'GET /api/firma/konto': { body: account() } });
    renderWithProviders(<KontoPage onLeave={() => undefined} />, { route: '/firma/konto' });
    expect(await screen.findByTestId('konto-balance')).toHaveTextContent('601,00 kr.');
    const rows = screen.getAllByTestId('ledger-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Abonnement Pro – Tømrer-499,00 kr.601,00 kr.'),
      expect.stringContaining('Indbetaling via kort+1.000,00 kr.1.100,00 kr.Nr. 12 (PDF)'),
      expect.stringContaining('Indbetaling via bankoverførsel+100,00 kr.100,00 kr.Nr. 11 (PDF)'),
    ]);
    expect(screen.getAllByTestId('receipt-link')[0]).toHaveAttribute('href', '/api/firma/konto/kvittering/7');
  });

  it('refuses an amount outside 100–50 000 whole kroner before asking, then goes to Checkout', async () => {
    const topUps: unknown[] = [];
    mockFetch({
      'GET /api/firma/konto': { body: account() },
      // The notifications' section loads too (issue 32): answered, so its only alert is the form's.
      'GET /api/konto/notifikationer': { body: { settings: notifications } },
      'POST /api/firma/konto/fyld-op': async (request) => {
        topUps.push(await request.json());
        return { body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1', session_id: 'cs_test_1' } };
      },
    });
    const onLeave = vi.fn();
    renderWithProviders(<KontoPage onLeave={onLeave} />, { route: '/firma/konto' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Beløb (kr.)');
    for (const bad of ['99', '50001', '150,5']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Beløbet skal være et helt antal kroner mellem 100 og 50.000 kr.',
      );
    }
    expect(topUps).toEqual([]);
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(topUps).toEqual([{ amount_kr: 500 }]);
  });

  it('says card payment is not set up when the service has no Stripe key', async () => {
    mockFetch({ 'GET /api/firma/konto': { body: account(false) } });
    renderWithProviders(<KontoPage onLeave={() => undefined} />, { route: '/firma/konto' });
    expect(await screen.findByTestId('topup-not-set-up')).toHaveTextContent(
      'Kortbetaling er ikke sat op endnu.',
    );
    expect(screen.queryByRole('button', { name: 'Gå til betaling' })).not.toBeInTheDocument();
  });
});

describe('/firma/konto/betaling', () => {
  it("reads 'Betalingen behandles' until the webhook arrived, then 'Betalingen er modtaget' by itself", async () => {
    let status: PaymentStatusReply = {
      status: 'pending',
      amount_ore: 50_000,
      balance_ore: 60_100,
      receipt_id: null,
    };
    mockFetch({ 'GET /api/firma/konto/betaling/cs_test_9': () => ({ body: status }) });
    renderWithProviders(<PaymentReturnPage />, { route: '/firma/konto/betaling?session_id=cs_test_9' });
    expect(await screen.findByText('Betalingen behandles')).toBeInTheDocument();
    status = { status: 'paid', amount_ore: 50_000, balance_ore: 110_100, receipt_id: 8 };
    expect(
      await screen.findByText('Betalingen er modtaget', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-paid')).toHaveTextContent(
      '500,00 kr. er lagt på jeres saldo. Saldoen er nu 1.101,00 kr.',
    );
    expect(screen.getByTestId('payment-receipt')).toHaveAttribute('href', '/api/firma/konto/kvittering/8');
  });

  it("finds the session in the card payment's callback cookie when the address has no ?session_id", async () => {
    document.cookie = 'kortbetaling=cs_test_7; path=/';
    try {
      const paid: PaymentStatusReply = {
        status: 'paid',
        amount_ore: 20_000,
        balance_ore: 80_100,
        receipt_id: 9,
      };
      mockFetch({ 'GET /api/firma/konto/betaling/cs_test_7': { body: paid } });
      renderWithProviders(<PaymentReturnPage />, { route: '/firma/konto/betaling' });
      expect(await screen.findByText('Betalingen er modtaget')).toBeInTheDocument();
      expect(screen.getByTestId('payment-receipt')).toHaveAttribute('href', '/api/firma/konto/kvittering/9');
    } finally {
      document.cookie = 'kortbetaling=; path=/; max-age=0';
    }
  });
});
