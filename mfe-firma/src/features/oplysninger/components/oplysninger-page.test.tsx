// The company info page's rules: at most two top-level categories (SPEC §5/§8, refused before
// sending, and the server's refusal shown too); mail agents' zip codes are 4 digits; opening times
// are sent as type/day/val and the saved table replaces the preview; the widget colour gives the
// embed code as plain text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanySettingsReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { OplysningerPage } from './oplysninger-page';

const session = {
  body: {
    user: {
      id: 2,
      name: 'Lars Demo',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 1,
      companyName: 'Demo Byg & Anlæg ApS',
    },
    csrfToken: 'token',
  },
};
const ref = (id: number, name: string) => ({
  id,
  name,
  slug: `c${id}`,
  createjob_uri: 'createjob',
  link: `/createjob/c${id}`,
});
const tree = {
  categories: [
    { ...ref(1, 'Håndværkere & byggeri'), children: [ref(11, 'Tømrer'), ref(12, 'Murer')] },
    { ...ref(2, 'Have'), children: [ref(21, 'Anlægsgartner')] },
    { ...ref(3, 'Flytning'), children: [ref(31, 'Flyttefirma')] },
  ],
};
const settings: CompanySettingsReply = {
  category_ids: [11, 21],
  region_ids: [1],
  mail_agents: [],
  subscriptions: [],
  balance_ore: 1234550,
  notify_phone: '',
  widget_color: '#1d4f91',
  opening_times: [
    { day: 1, type: 'open', val: '08:00' },
    { day: 1, type: 'close', val: '16:00' },
  ],
};
const regions = {
  regions: [
    { id: 1, name: 'Region Hovedstaden', slug: 'hovedstaden' },
    { id: 2, name: 'Region Sjælland', slug: 'sjaelland' },
  ],
};
const widget = {
  taxteria: '<iframe src="http://x/widget/demo?color=%231d4f91"></iframe>',
  html: '<div>Bedøm os</div>',
};

function open(extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/firma/indstillinger': { body: settings },
    'GET /api/categories': { body: tree },
    'GET /api/regions': { body: regions },
    'POST /ajax/firma/openingtimes': { body: { html: '<table><caption>Åbningstider</caption></table>' } },
    'POST /ajax/firma/plagincolor': { body: widget },
    ...extra,
  });
  const view = renderWithProviders(<OplysningerPage />, { route: '/firma/oplysninger' });
  return { server, store: view.store, user: userEvent.setup() };
}

const notes = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
const posts = (server: ReturnType<typeof open>['server'], path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.url.endsWith(path));
const maxTwo =
  'Du kan maksimalt vælge to over-kategorier. Det er vigtigt, at du kun vælger kategorier som du rent faktisk udfører';

describe('company info page', () => {
  it('shows the company, its balance and the categories it has chosen', async () => {
    open();
    const section = await screen.findByTestId('categories-section');
    expect(screen.getByTestId('balance')).toHaveTextContent('12.345,50 kr.');
    expect(within(section).getByLabelText('Tømrer')).toBeChecked();
    expect(within(section).getByTestId('top-count')).toHaveTextContent('Valgte over-kategorier: 2 af 2');
  });

  it('a category under a third top-level category is refused with the spec text and not ticked', async () => {
    const { server, store, user } = open();
    const section = await screen.findByTestId('categories-section');
    await user.click(within(section).getByText('Flytning'));
    await user.click(within(section).getByLabelText('Flyttefirma'));
    expect(within(section).getByLabelText('Flyttefirma')).not.toBeChecked();
    expect(notes(store)).toEqual([{ type: 'error', note: maxTwo }]);
    // Another subcategory under a chosen top-level category is fine.
    await user.click(within(section).getByLabelText('Murer'));
    expect(within(section).getByLabelText('Murer')).toBeChecked();
    expect(posts(server, '/api/firma/kategorier')).toHaveLength(0);
  });

  it('saves the chosen categories and shows the server refusal when it refuses', async () => {
    const { server, store, user } = open({
      'POST /api/firma/kategorier': { status: 400, body: { type: 'error', message: maxTwo } },
    });
    const section = await screen.findByTestId('categories-section');
    await user.click(within(section).getByRole('button', { name: 'Gem kategorier' }));
    await waitFor(() => expect(notes(store)).toEqual([{ type: 'error', note: maxTwo }]));
    expect(await posts(server, '/api/firma/kategorier')[0].json()).toEqual({ category_ids: [11, 21] });
  });

  it('a mail agent zip code must be 4 digits; a valid agent is saved with category, region, zip and words', async () => {
    const { server, user } = open({
      'POST /api/firma/soegeagenter': { body: { success: true, message: 'Gemt.' } },
    });
    const section = await screen.findByTestId('mail-agents-section');
    await user.click(within(section).getByRole('button', { name: 'Tilføj søgeagent' }));
    const row = within(section).getByRole('group', { name: 'Søgeagent 1' });
    await user.selectOptions(within(row).getByLabelText('Kategori'), '12');
    await user.selectOptions(within(row).getByLabelText('Region'), '2');
    await user.type(within(row).getByLabelText('Postnummer (valgfrit)'), '26a');
    await user.click(within(section).getByRole('button', { name: 'Gem søgeagenter' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Ugyldigt postnummer. Prøv venligst igen');
    expect(posts(server, '/api/firma/soegeagenter')).toHaveLength(0);
    await user.clear(within(row).getByLabelText('Postnummer (valgfrit)'));
    await user.type(within(row).getByLabelText('Postnummer (valgfrit)'), '2605');
    await user.type(within(row).getByLabelText('Søgeord (valgfrit)'), ' terrasse lærk ');
    await user.click(within(section).getByRole('button', { name: 'Gem søgeagenter' }));
    await waitFor(() => expect(posts(server, '/api/firma/soegeagenter')).toHaveLength(1));
    expect(await posts(server, '/api/firma/soegeagenter')[0].json()).toEqual({
      agents: [{ category_id: 12, region_id: 2, zip: '2605', words: 'terrasse lærk', option_id: null }],
    });
  });

  it("a mail agent may ask for an answer of its category's form, and a new category forgets it", async () => {
    const form = {
      category: {
        id: 11,
        name: 'Tømrer',
        slug: 'c11',
        createjob_uri: 'createjob',
        link: '/createjob/c11',
        description: '',
      },
      parent: null,
      children: [],
      attributes: [
        { id: 70, name: 'Areal', kind: 'number', unit: 'm²', required: false, options: [] },
        {
          id: 71,
          name: 'Træsort',
          kind: 'select',
          unit: null,
          required: false,
          options: [
            { id: 501, label: 'Eg' },
            { id: 502, label: 'Fyr' },
          ],
        },
      ],
    };
    const { server, user } = open({
      'GET /api/categories/c11': { body: form },
      'POST /api/firma/soegeagenter': { body: { success: true, message: 'Gemt.' } },
    });
    const section = await screen.findByTestId('mail-agents-section');
    await user.click(within(section).getByRole('button', { name: 'Tilføj søgeagent' }));
    const row = within(section).getByRole('group', { name: 'Søgeagent 1' });
    expect(within(row).queryByLabelText('Svar på opgaven (valgfrit)')).not.toBeInTheDocument();
    await user.selectOptions(within(row).getByLabelText('Kategori'), '11');
    const answer = await within(row).findByLabelText('Svar på opgaven (valgfrit)');
    expect(within(answer).getByRole('group', { name: 'Træsort' })).toBeInTheDocument();
    await user.selectOptions(answer, '501');
    await user.click(within(section).getByRole('button', { name: 'Gem søgeagenter' }));
    await waitFor(() => expect(posts(server, '/api/firma/soegeagenter')).toHaveLength(1));
    expect(await posts(server, '/api/firma/soegeagenter')[0].json()).toEqual({
      agents: [{ category_id: 11, region_id: null, zip: null, words: null, option_id: 501 }],
    });
    await user.selectOptions(within(row).getByLabelText('Kategori'), '12');
    await user.click(within(section).getByRole('button', { name: 'Gem søgeagenter' }));
    await waitFor(() => expect(posts(server, '/api/firma/soegeagenter')).toHaveLength(2));
    expect((await posts(server, '/api/firma/soegeagenter')[1].json()).agents[0].option_id).toBeNull();
  });

  it('opening times are sent as type, day and val, and the saved table replaces the preview', async () => {
    const saved = {
      type: 'success',
      message: 'Åbningstiderne er gemt.',
      html: '<table><caption>Gemt tabel</caption></table>',
    };
    const { server, store, user } = open({ 'POST /ajax/firma/openingtimes_send': { body: saved } });
    const section = await screen.findByTestId('opening-times-section');
    expect(await within(section).findByText('Åbningstider', { selector: 'caption' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ret åbningstider' }));
    const dialog = screen.getByRole('dialog');
    const monday = within(dialog).getByTestId('opening-day-1');
    await user.clear(within(monday).getByLabelText('Mandag lukker'));
    await user.type(within(monday).getByLabelText('Mandag lukker'), '17:30');
    await user.click(within(within(dialog).getByTestId('opening-day-7')).getByLabelText('Lukket'));
    await user.click(within(dialog).getByRole('button', { name: 'Gem åbningstider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = await Promise.all(posts(server, '/ajax/firma/openingtimes_send').map((r) => r.json()));
    expect(bodies).toEqual([
      { type: 'close', day: 1, val: '17:30' },
      { type: 'closed', day: 7, val: '1' },
    ]);
    expect(within(section).getByText('Gemt tabel')).toBeInTheDocument();
    expect(notes(store)).toEqual([{ type: 'success', note: 'Åbningstiderne er gemt.' }]);
  });

  it('an open day without a closing time is refused before anything is sent', async () => {
    const { server, user } = open();
    const section = await screen.findByTestId('opening-times-section');
    await user.click(within(section).getByRole('button', { name: 'Ret åbningstider' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tirsdag åbner'), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Gem åbningstider' }));
    expect(within(within(dialog).getByTestId('opening-day-2')).getByRole('alert')).toHaveTextContent(
      'Angiv både',
    );
    expect(posts(server, '/ajax/firma/openingtimes_send')).toHaveLength(0);
  });

  it('the widget colour is sent and the embed code is shown as text to copy, never as markup', async () => {
    const { server, user } = open();
    const centre = await screen.findByTestId('media-centre');
    const snippet = await within(centre).findByTestId('widget-snippet');
    expect(snippet).toHaveValue(widget.taxteria);
    expect(within(centre).getByTestId('widget-preview')).toHaveTextContent('Bedøm os');
    await user.click(within(centre).getByRole('button', { name: 'Farve #b3261e' }));
    await user.click(within(centre).getByRole('button', { name: 'Gem farve' }));
    await waitFor(() => expect(posts(server, '/ajax/firma/plagincolor')).toHaveLength(2));
    const bodies = await Promise.all(posts(server, '/ajax/firma/plagincolor').map((r) => r.json()));
    expect(bodies).toEqual([{ color: '#1d4f91' }, { color: '#b3261e' }]);
    expect(centre.querySelector('iframe')).toBeNull();
  });
});
