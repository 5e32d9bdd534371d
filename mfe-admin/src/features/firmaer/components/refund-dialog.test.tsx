// Refunds on the company's ledger (issue 33): a charge that can be given back has 'Refundér' (a
// manual credit has none) and says what was refunded; the form starts at what is left, refuses more
// than that and a missing reason before anything is sent; the confirm step says the amount with
// moms, the moms in it and where the money goes (to the card, or as credit on the balance), and only
// its button sends the refund; 'Tilbage' keeps what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminRefundsReply, LedgerLine } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyLedger } from './company-ledger';

const line = (id: number, kind: LedgerLine['kind'], text: string, amount: number): LedgerLine => ({
  id,
  kind,
  text,
  amount_ore: amount,
  balance_ore: 100_000,
  created_at: 1_767_139_200 + id,
  receipt_id: null,
  receipt_number: null,
});

const lines = [
  line(3, 'manual_credit', 'Indbetaling via bankoverførsel', 20_000),
  line(2, 'plan_payment', 'Abonnement Pro – Tømrer', -49_900),
  line(1, 'card_topup', 'Indbetaling via kort', 50_000),
];

const refunds: AdminRefundsReply = {
  charges: [
    {
      ledger_id: 2,
      method: 'balance',
      charged_ore: 49_900,
      refunded_ore: 10_000,
      pending_ore: 0,
      refundable_ore: 39_900,
    },
    {
      ledger_id: 1,
      method: 'card',
      charged_ore: 50_000,
      refunded_ore: 0,
      pending_ore: 0,
      refundable_ore: 50_000,
    },
  ],
  refunds: [],
};

function renderLedger() {
  const sent: unknown[] = [];
  let done = 0;
  mockFetch({
    'GET /api/admin/firmaer/5/refusioner': { body: refunds },
    'POST /api/admin/firmaer/5/refusion/1': async (request) => {
      sent.push(await request.json());
      return { body: { type: 'success', message: 'Refusionen på 250,50 kr. er sendt til kortet.' } };
    },
    'POST /api/admin/firmaer/5/refusion/2': async (request) => {
      sent.push(await request.json());
      return { body: { type: 'success', message: 'Kreditnota nr. 9 er udstedt.' } };
    },
  });
  renderWithProviders(<CompanyLedger companyId={5} lines={lines} onDone={() => (done += 1)} />);
  return { sent, done: () => done };
}

const row = (text: string) =>
  screen.getAllByTestId('admin-ledger-row').find((item) => item.textContent?.includes(text))!;

describe('Refundér on the company ledger', () => {
  it('is offered on charges only, with what was refunded', async () => {
    renderLedger();
    await screen.findAllByRole('button', { name: 'Refundér' });
    expect(screen.getAllByRole('button', { name: 'Refundér' })).toHaveLength(2);
    expect(within(row('bankoverførsel')).queryByRole('button')).toBeNull();
    expect(row('Abonnement')).toHaveTextContent('Refunderet 100,00 kr.');
  });

  it('refuses more than what is left and a missing reason, then confirms a card refund before sending it', async () => {
    const { sent, done } = renderLedger();
    const user = userEvent.setup();
    await user.click(await within(row('Indbetaling via kort')).findByRole('button', { name: 'Refundér' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refundér betaling' });
    const amount = within(dialog).getByLabelText('Beløb (kr.)');
    expect(amount).toHaveValue('500,00');
    expect(dialog).toHaveTextContent('til det betalingskort');

    await user.clear(amount);
    await user.type(amount, '600');
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'Firmaet fortrød');
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));
    expect(
      await within(dialog).findByText('Der kan højst refunderes 500,00 kr. af denne betaling.'),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '250,50');
    await user.clear(within(dialog).getByLabelText('Begrundelse'));
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));
    expect(
      await within(dialog).findByText('Skriv en begrundelse for refusionen. Den står på kreditnotaen.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'Firmaet fortrød');
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));

    const confirm = await within(dialog).findByTestId('refund-confirm');
    expect(within(confirm).getByTestId('refund-confirm-amount')).toHaveTextContent('250,50 kr.');
    expect(confirm).toHaveTextContent('Heraf moms (25 %)50,10 kr.');
    expect(within(confirm).getByTestId('refund-confirm-where')).toHaveTextContent(
      'Til betalingskortet via Stripe',
    );
    expect(confirm).toHaveTextContent('Firmaet fortrød');
    expect(sent).toEqual([]);

    // Back keeps what was typed.
    await user.click(within(confirm).getByRole('button', { name: 'Tilbage' }));
    expect(within(dialog).getByLabelText('Beløb (kr.)')).toHaveValue('250,50');
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Refundér 250,50 kr.' }));
    await waitFor(() => expect(sent).toEqual([{ amount_ore: 25_050, reason: 'Firmaet fortrød' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(done()).toBe(1);
  });

  it('a plan payment is given back as credit on the balance', async () => {
    const { sent } = renderLedger();
    const user = userEvent.setup();
    await user.click(await within(row('Abonnement')).findByRole('button', { name: 'Refundér' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refundér betaling' });
    expect(within(dialog).getByLabelText('Beløb (kr.)')).toHaveValue('399,00');
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'Dobbeltbetaling');
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));
    expect(await within(dialog).findByTestId('refund-confirm-where')).toHaveTextContent(
      'Som kredit på firmaets saldo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refundér 399,00 kr.' }));
    await waitFor(() => expect(sent).toEqual([{ amount_ore: 39_900, reason: 'Dobbeltbetaling' }]));
  });
});
