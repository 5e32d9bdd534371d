// The subscription page's rules (SPEC §2/§4/§5/§8): each category shows three plans whose buttons
// read Nuværende / Skift til Basic / Skift til Pro / Opgrader til Pro+ for the plan in force; a paid
// step needs the terms ticked ('Accepter venligst handelsbetingelser'); pro → pro-plus shows the
// server's breakdown before paying; after a change the buttons follow the new plan. Before paying
// each plan says what it costs with and without moms, and the terms are linked (issue 31); a step
// the balance cannot pay offers 'Fyld op' (the top-up on /firma/konto), before paying and with the
// service's refusal 'error2'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanySettingsReply, SubscriptionType } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { SubscriptionsPage } from './subscriptions-page';

const settingsWith = (
  toemrer: SubscriptionType,
  murer: SubscriptionType,
  balanceOre = 100000,
): CompanySettingsReply => ({
  category_ids: [11, 12],
  region_ids: [1],
  mail_agents: [],
  subscriptions: [
    { category_id: 11, category_name: 'Tømrer', type: toemrer, period_ends_at: 1_900_000_000 },
    { category_id: 12, category_name: 'Murer', type: murer, period_ends_at: null },
  ],
  balance_ore: balanceOre,
  notify_phone: '',
  widget_color: '#1d4f91',
  opening_times: [],
});

const breakdown = { full_price_ore: 89900, credit_ore: 24950, to_pay_ore: 64950 };

function open(change: FakeReply, start: SubscriptionType = 'pro', balanceOre = 100000) {
  let toemrer = start;
  const server = mockFetch({
    'GET /api/firma/indstillinger': () => ({ body: settingsWith(toemrer, 'basic', balanceOre) }),
    'POST /ajax/bruger2/show_switch_modal_2': {
      body: {
        html: '<div></div>',
        current_type: 'basic',
        change_subscription_type: 'pro',
        price: { full_price_ore: 49900, credit_ore: 0, to_pay_ore: 49900 },
      },
    },
    'POST /ajax/bruger2/show_switch_modal_3': {
      body: {
        html: '<div></div>',
        current_type: 'pro',
        change_subscription_type: 'pro-plus',
        price: breakdown,
      },
    },
    'POST /ajax/bruger2/show_switch_modal_4': {
      body: { html: '<div></div>', current_type: 'pro-plus', change_subscription_type: 'pro', price: null },
    },
    'POST /ajax/firma/changes_subscriptions': async (request) => {
      if ((change.status ?? 200) === 200)
        toemrer = ((await request.json()) as { change_subscription_type: SubscriptionType })
          .change_subscription_type;
      return change;
    },
    'POST /firma/unsubscribe_subscription': () => {
      toemrer = 'basic';
      return { body: { success: true, type: 'success', message: 'Tømrer er nu Basic.' } };
    },
  });
  const view = renderWithProviders(<SubscriptionsPage />, { route: '/firma/abonnement' });
  return { server, store: view.store, user: userEvent.setup() };
}

const success = {
  body: {
    type: 'success',
    change_subscription_type: 'pro-plus',
    message: 'Dit abonnement er nu Pro+.',
    price: breakdown,
  },
};
const notes = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
const buttonsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent);
const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('subscription page', () => {
  it('shows three plans per category with the buttons for the plan in force', async () => {
    open(success, 'pro-plus');
    expect(buttonsOf(await card('Tømrer'))).toEqual(['Skift til Basic', 'Skift til Pro', 'Nuværende']);
    expect(buttonsOf(await card('Murer'))).toEqual(['Nuværende', 'Skift til Pro', 'Opgrader til Pro+']);
    expect(within(await card('Tømrer')).getByRole('button', { name: 'Nuværende' })).toBeDisabled();
    expect(
      within(await card('Murer')).getByLabelText('Jeg accepterer handelsbetingelserne'),
    ).not.toBeChecked();
  });

  it("Basic → Pro is confirmed with the words of the plan's button, 'Skift til Pro'", async () => {
    const { user } = open(success);
    const murer = await card('Murer');
    await user.click(within(murer).getByLabelText('Jeg accepterer handelsbetingelserne'));
    await user.click(within(murer).getByRole('button', { name: 'Skift til Pro' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Pro koster 499,00 kr\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skift til Pro' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Opgrader/ })).not.toBeInTheDocument();
  });

  it('a paid step with the terms unticked is refused with the spec text and nothing is asked', async () => {
    const { server, store, user } = open(success);
    const toemrer = await card('Tømrer');
    await user.click(within(toemrer).getByRole('button', { name: 'Opgrader til Pro+' }));
    expect(within(toemrer).getByRole('alert')).toHaveTextContent('Accepter venligst handelsbetingelser');
    expect(notes(store)).toEqual([{ type: 'error', note: 'Accepter venligst handelsbetingelser' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('pro → pro-plus shows the breakdown from the server, then pays and the buttons follow the new plan', async () => {
    const { server, store, user } = open(success);
    const toemrer = await card('Tømrer');
    await user.click(within(toemrer).getByLabelText('Jeg accepterer handelsbetingelserne'));
    await user.click(within(toemrer).getByRole('button', { name: 'Opgrader til Pro+' }));
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByTestId('price-breakdown');
    expect(table).toHaveTextContent('Fuld pris for Pro+ (30 dage)899,00 kr.');
    expect(table).toHaveTextContent('Fradrag for ubrugt periode−249,50 kr.');
    expect(table).toHaveTextContent('Beløb til betaling649,50 kr.');
    await user.click(within(dialog).getByRole('button', { name: 'Betal og opgrader til Pro+' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.url.endsWith('/ajax/firma/changes_subscriptions'));
    expect(await post?.json()).toEqual({ category_id: 11, change_subscription_type: 'pro-plus', terms: '1' });
    expect(notes(store)).toEqual([{ type: 'success', note: 'Dit abonnement er nu Pro+.' }]);
    await waitFor(async () =>
      expect(buttonsOf(await card('Tømrer'))).toEqual(['Skift til Basic', 'Skift til Pro', 'Nuværende']),
    );
  });

  it("'error2' (the balance could not pay after all) shows the service's refusal with 'Fyld op', and nothing changes", async () => {
    const text = 'Betalingen er ikke gennemført. Årsagen er manglende dækning på kontoen.';
    const error2 = {
      status: 402,
      body: { type: 'error2', change_subscription_type: 'pro', message: text, price: breakdown },
    };
    const { store, user } = open(error2);
    const toemrer = await card('Tømrer');
    await user.click(within(toemrer).getByLabelText('Jeg accepterer handelsbetingelserne'));
    await user.click(within(toemrer).getByRole('button', { name: 'Opgrader til Pro+' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('price-breakdown');
    await user.click(within(dialog).getByRole('button', { name: 'Betal og opgrader til Pro+' }));
    const refusal = await within(dialog).findByTestId('top-up-needed');
    expect(refusal).toHaveRole('alert');
    expect(refusal).toHaveTextContent(text);
    expect(within(refusal).getByRole('link', { name: 'Fyld op' })).toHaveAttribute('href', '/firma/konto');
    expect(notes(store)).toEqual([]);
    expect(buttonsOf(toemrer)).toEqual(['Skift til Basic', 'Nuværende', 'Opgrader til Pro+']);
  });

  it('pro-plus → pro is a free downgrade confirmed in the dialog, without the terms', async () => {
    const { server, user } = open(
      { body: { ...success.body, change_subscription_type: 'pro', message: 'Nu Pro.' } },
      'pro-plus',
    );
    await user.click(within(await card('Tømrer')).getByRole('button', { name: 'Skift til Pro' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Den betalte periode fortsætter');
    await user.click(within(dialog).getByRole('button', { name: 'Skift til Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.url.endsWith('/ajax/firma/changes_subscriptions'));
    expect(await post?.json()).toEqual({ category_id: 11, change_subscription_type: 'pro' });
  });

  it("'Skift til Basic' unsubscribes the category", async () => {
    const { server, user } = open(success);
    await user.click(within(await card('Tømrer')).getByRole('button', { name: 'Skift til Basic' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skift til Basic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.url.endsWith('/firma/unsubscribe_subscription'));
    expect(await post?.json()).toEqual({ category_id: 11 });
    await waitFor(async () =>
      expect(buttonsOf(await card('Tømrer'))).toEqual(['Nuværende', 'Skift til Pro', 'Opgrader til Pro+']),
    );
  });

  it('says before paying what each plan costs with and without moms, and links the terms', async () => {
    open(success, 'basic');
    const murer = await card('Murer');
    const priceOf = (plan: string) =>
      (murer.querySelector(`[data-plan="${plan}"]`) as HTMLElement).querySelector('.plan-column__price')
        ?.parentElement?.textContent;
    expect(priceOf('basic')).toContain('Gratis');
    expect(priceOf('pro')).toBe('499,00 kr. pr. 30 dage inkl. moms399,20 kr. uden moms (moms 99,80 kr.)');
    expect(priceOf('pro-plus')).toBe(
      '899,00 kr. pr. 30 dage inkl. moms719,20 kr. uden moms (moms 179,80 kr.)',
    );
    // The word in the terms checkbox's label is the link (issue 32).
    const terms = within(murer).getByLabelText('Jeg accepterer handelsbetingelserne');
    expect(
      within(terms.closest('label')!).getByRole('link', { name: 'handelsbetingelserne' }),
    ).toHaveAttribute('href', '/firma/handelsbetingelser');
  });

  it("offers 'Fyld op' before paying when the balance does not cover the plan", async () => {
    const { server, user } = open(success, 'pro', 20000);
    const murer = await card('Murer');
    await user.click(within(murer).getByLabelText('Jeg accepterer handelsbetingelserne'));
    await user.click(within(murer).getByRole('button', { name: 'Skift til Pro' }));
    const dialog = await screen.findByRole('dialog');
    const shortfall = await within(dialog).findByTestId('top-up-needed');
    expect(shortfall).toHaveTextContent(
      'Din saldo på 200,00 kr. dækker ikke prisen på 499,00 kr. – der mangler 299,00 kr.',
    );
    expect(shortfall).not.toHaveRole('alert');
    expect(within(shortfall).getByRole('link', { name: 'Fyld op' })).toHaveAttribute('href', '/firma/konto');
    expect(server.requests.some((r) => r.url.endsWith('/ajax/firma/changes_subscriptions'))).toBe(false);
  });

  it("shows no 'Fyld op' when the balance covers the plan", async () => {
    const { user } = open(success);
    const murer = await card('Murer');
    await user.click(within(murer).getByLabelText('Jeg accepterer handelsbetingelserne'));
    await user.click(within(murer).getByRole('button', { name: 'Skift til Pro' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Pro koster 499,00 kr\./);
    expect(within(dialog).queryByTestId('top-up-needed')).not.toBeInTheDocument();
  });
});
