// The "Firmaprofil" section of /firma/oplysninger (issue 31): it shows the profile as saved (the
// description's paragraphs, the zip's town, ticked authorisations with their numbers, guarantee
// schemes, the CVR number with "CVR-verificeret" while the register found it active, and the
// register's facts); a description over its limit, a website that is none, a year before 1800 or
// after this one, a ticked authorisation without its number, an address without a zip and a CVR
// number with a wrong check digit are told at their fields and nothing is sent; a good profile is
// sent whole (empty texts as '', empty numbers as null) and the service's notice shown; the
// service's refusals of the CVR number (a ceased company's naming it) are told at that field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_DESCRIPTION_MAX,
  copenhagenWallClockParts,
  type CompanyDetailsBody,
  type CompanyDetailsReply,
} from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { ProfileDetailsSection } from './profile-details-section';

const empty: CompanyDetailsReply = {
  description: '',
  address: '',
  zip: '',
  phone: '',
  email: '',
  website: '',
  founded_year: null,
  employees: null,
  authorisations: [],
  guarantees: [],
  cvr: '',
  city: '',
  cvr_verified: false,
  register: null,
};

const tagmester: CompanyDetailsReply = {
  description: 'Tømrer og tækker i Valby.\n\nVi lægger tegl- og skifertage.',
  address: 'Vigerslev Allé 12',
  zip: '2500',
  phone: '20304050',
  email: 'kontakt@tagmester.dk',
  website: 'www.tagmester.dk',
  founded_year: 1998,
  employees: 6,
  authorisations: [{ kind: 'kloak', number: '8811' }],
  guarantees: ['byg_garanti'],
  cvr: '25313402',
  city: 'Valby',
  cvr_verified: true,
  register: {
    name: 'Tagmester ApS',
    address: 'Vigerslev Allé 14',
    zip: '2500',
    city: 'Valby',
    industry_code: '439100',
    industry: 'Tagdækning',
  },
};

const SAVED = 'Jeres oplysninger er gemt.';

/** The service's saving: the body as saved, the zip's town looked up. */
const saving: FakeRoutes[string] = async (request) => {
  const body = (await request.json()) as CompanyDetailsBody;
  const city = body.zip === '2500' ? 'Valby' : '';
  return { body: { type: 'success', message: SAVED, details: { ...empty, ...body, city } } };
};

function open(saved: CompanyDetailsReply, routes: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/firma/profil': { body: saved },
    'PUT /api/firma/profil': saving,
    ...routes,
  });
  const view = renderWithProviders(<ProfileDetailsSection />, { route: '/firma/oplysninger' });
  const puts = () => server.requests.filter((r) => r.method === 'PUT');
  const notes = () => view.store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
  return { puts, notes, user: userEvent.setup() };
}

const box = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Gem firmaprofil' });

/** The field shows `message` as its error (tied to it, and it is marked invalid). */
function expectErrorAt(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('the company profile section', () => {
  it('shows the profile as saved, with the CVR badge and the register’s facts', async () => {
    open(tagmester);
    const description = await screen.findByLabelText('Beskrivelse af firmaet');
    expect(description).toHaveValue('Tømrer og tækker i Valby.\n\nVi lægger tegl- og skifertage.');
    expect(box('Vejnavn og nummer')).toHaveValue('Vigerslev Allé 12');
    expect(box('Postnummer')).toHaveValue('2500');
    expect(box('Postnummer')).toHaveAccessibleDescription('Valby');
    expect(box('Telefon til kunder')).toHaveValue('20304050');
    expect(box('E-mail til kunder')).toHaveValue('kontakt@tagmester.dk');
    expect(box('Hjemmeside')).toHaveValue('www.tagmester.dk');
    expect(box('Etableret år')).toHaveValue('1998');
    expect(box('Antal ansatte')).toHaveValue('6');
    expect(screen.getByRole('checkbox', { name: 'Autoriseret kloakmester' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Autoriseret el-installatør' })).not.toBeChecked();
    expect(box('Autorisationsnummer (Autoriseret kloakmester)')).toHaveValue('8811');
    expect(screen.queryByLabelText('Autorisationsnummer (Autoriseret el-installatør)')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Byg Garanti (Dansk Byggeri)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dansk Håndværks garantiordning' })).not.toBeChecked();
    expect(box('CVR-nummer')).toHaveValue('25313402');
    expect(screen.getByTestId('cvr-verified')).toHaveTextContent('CVR-verificeret');
    const register = screen.getByTestId('cvr-register');
    expect(register).toHaveTextContent('Tagmester ApS');
    expect(register).toHaveTextContent('Vigerslev Allé 14, 2500 Valby');
    expect(register).toHaveTextContent('439100 Tagdækning');
  });

  it('shows no badge for a number the register has not found active', async () => {
    open({ ...tagmester, cvr_verified: false, register: null });
    await screen.findByLabelText('CVR-nummer');
    expect(screen.queryByTestId('cvr-verified')).toBeNull();
    expect(screen.queryByTestId('cvr-register')).toBeNull();
  });

  it('takes the badge away while the number is changed', async () => {
    const { user } = open(tagmester);
    const cvr = await screen.findByLabelText('CVR-nummer');
    await user.clear(cvr);
    await user.type(cvr, '12345674');
    expect(screen.queryByTestId('cvr-verified')).toBeNull();
  });

  it('takes the register’s address into the form', async () => {
    const { user } = open({ ...tagmester, address: '', zip: '' });
    await user.click(await screen.findByRole('button', { name: 'Brug adressen fra CVR-registret' }));
    expect(box('Vejnavn og nummer')).toHaveValue('Vigerslev Allé 14');
    expect(box('Postnummer')).toHaveValue('2500');
  });

  it('tells a too long description, a website that is none and the year 1700 at their fields and sends nothing', async () => {
    const { puts, user } = open(empty);
    const description = await screen.findByLabelText('Beskrivelse af firmaet');
    await user.click(description);
    await user.paste('x'.repeat(COMPANY_DESCRIPTION_MAX + 1));
    await user.type(box('Hjemmeside'), 'min hjemmeside');
    await user.type(box('Etableret år'), '1700');
    await user.click(save());

    await waitFor(() => expectErrorAt(description, 'Beskrivelsen må højst være 3000 tegn.'));
    expectErrorAt(box('Hjemmeside'), 'Skriv en gyldig adresse på hjemmesiden, fx www.jeresfirma.dk.');
    expectErrorAt(box('Etableret år'), 'Skriv stiftelsesåret som et årstal fra 1800 til i år.');
    expect(box('Vejnavn og nummer')).not.toHaveAttribute('aria-invalid');
    expect(puts()).toHaveLength(0);
  });

  it('tells a ticked authorisation without its number, an address without a zip, a year after this one and a CVR number with a wrong check digit', async () => {
    const { puts, user } = open(empty);
    await user.click(await screen.findByRole('checkbox', { name: 'Autoriseret VVS-installatør' }));
    await user.type(box('Vejnavn og nummer'), 'Vigerslev Allé 12');
    await user.type(box('Etableret år'), String(copenhagenWallClockParts(Date.now()).year + 1));
    await user.type(box('CVR-nummer'), '12345678');
    await user.click(save());

    const number = box('Autorisationsnummer (Autoriseret VVS-installatør)');
    await waitFor(() => expectErrorAt(number, 'Skriv autorisationens nummer.'));
    expectErrorAt(box('Postnummer'), 'Skriv postnummeret til adressen.');
    expectErrorAt(box('Etableret år'), 'Skriv stiftelsesåret som et årstal fra 1800 til i år.');
    expectErrorAt(box('CVR-nummer'), 'CVR-nummeret findes ikke: kontrolcifferet passer ikke. Tjek nummeret.');
    // The list's own text is not told again beside its number's.
    expect(screen.getAllByText('Skriv autorisationens nummer.')).toHaveLength(1);
    expect(puts()).toHaveLength(0);
  });

  it('sends the whole profile, empty texts as "" and empty numbers as null, and shows the notice', async () => {
    const { puts, notes, user } = open(empty);
    const description = await screen.findByLabelText('Beskrivelse af firmaet');
    await user.type(description, '  Vi er tømrere.{Enter}{Enter}Og tækkere.  ');
    await user.type(box('Postnummer'), '2500');
    await user.type(box('Etableret år'), '2004');
    await user.click(screen.getByRole('checkbox', { name: 'Autoriseret el-installatør' }));
    await user.type(box('Autorisationsnummer (Autoriseret el-installatør)'), ' EL-4411 ');
    await user.click(screen.getByRole('checkbox', { name: 'Dansk Håndværks garantiordning' }));
    await user.click(screen.getByRole('checkbox', { name: 'Byg Garanti (Dansk Byggeri)' }));
    await user.click(save());

    await waitFor(() => expect(notes()).toEqual([{ type: 'success', note: SAVED }]));
    expect(puts()).toHaveLength(1);
    expect(await puts()[0]!.json()).toEqual({
      description: 'Vi er tømrere.\n\nOg tækkere.',
      address: '',
      zip: '2500',
      phone: '',
      email: '',
      website: '',
      founded_year: 2004,
      employees: null,
      authorisations: [{ kind: 'el', number: 'EL-4411' }],
      guarantees: ['byg_garanti', 'dansk_haandvaerk'],
      cvr: '',
    });
    // The town of the zip as the service saved it.
    await waitFor(() => expect(box('Postnummer')).toHaveAccessibleDescription('Valby'));
    expect(box('Autorisationsnummer (Autoriseret el-installatør)')).toHaveValue('EL-4411');
  });

  it.each([
    [
      'is in use by another company (409)',
      409,
      'Et andet firma er allerede oprettet med dette CVR-nummer. Skriv til os, hvis det er jeres.',
    ],
    [
      'is the seller’s own (400)',
      400,
      'Det er Opgavetorvets eget CVR-nummer. Skriv jeres firmas CVR-nummer.',
    ],
    ['is unknown to the register (400)', 400, 'CVR-nummeret findes ikke i CVR-registret. Tjek nummeret.'],
    [
      'belongs to a ceased company, which it names (400)',
      400,
      'Tagmester ApS er ophørt ifølge CVR-registret. Kun aktive firmaer kan bruge Opgavetorvet. Tjek nummeret.',
    ],
  ])('tells at the CVR field that the number %s', async (_what, status, message) => {
    const { puts, notes, user } = open(empty, {
      'PUT /api/firma/profil': { status, body: { type: 'error', message } },
    });
    await user.type(await screen.findByLabelText('CVR-nummer'), '25313402');
    await user.click(save());

    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(() => expectErrorAt(box('CVR-nummer'), message));
    expect(notes()).toEqual([]);
    expect(within(screen.getByTestId('profile-details-section')).queryByTestId('cvr-verified')).toBeNull();
  });

  it('tells the fields of a validation_errors refusal at them, and another refusal as a notification', async () => {
    const zip = 'Ugyldigt postnummer. Prøv venligst igen';
    const { notes, user } = open(empty, {
      'PUT /api/firma/profil': { status: 400, body: { type: 'validation_errors', messages: [zip] } },
    });
    await user.type(await screen.findByLabelText('Postnummer'), '0000');
    await user.click(save());
    await waitFor(() => expectErrorAt(box('Postnummer'), zip));
    expect(notes()).toEqual([]);

    const failure = { type: 'error', message: 'Der opstod en fejl. Prøv igen.' };
    mockFetch({ 'PUT /api/firma/profil': { status: 500, body: failure } });
    await user.click(save());
    await waitFor(() => expect(notes()).toEqual([{ type: 'error', note: failure.message }]));
  });
});
