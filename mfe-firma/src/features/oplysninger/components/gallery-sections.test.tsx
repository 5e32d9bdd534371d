// The logo and reference jobs on /firma/oplysninger (issue 30): a picked logo is saved with its key
// and an emptied picker removes the saved one; a reference is added with its title, text and
// photos in their order with their captions, changed with its photos as they are to be, and deleted
// only after the confirmation; an empty title is refused at its field with the service's text and
// nothing is sent; at COMPANY_REFERENCES_MAX no more can be added.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_REFERENCES_MAX, type CompanyReference, type StoredFile } from '@opgavetorvet/contracts';
import { fakeUploadServer, mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { GallerySections } from './gallery-sections';

/** A stored image as the service names it (a key of 22 URL-safe characters). */
const stored = (name: string): StoredFile => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 120_000,
  width: 800,
  height: 600,
  widths: [320, 800],
});
const chosen = (name: string) => new File(['png bytes'], name, { type: 'image/png' });
const roof: CompanyReference = {
  id: 5,
  title: 'Nyt tag',
  text: 'Tegltag i Valby.',
  photos: [
    { ...stored('foer.jpg'), caption: 'Før' },
    { ...stored('efter.jpg'), caption: null },
  ],
};

/** The service answers a deletion 204 without a body; the fake server cannot, so it says null. */
const deleted = { body: null };

function open(routes: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/firma/logo': { body: { logo: null } },
    'GET /api/firma/referencer': { body: { references: [] } },
    ...routes,
  });
  const view = renderWithProviders(<GallerySections />, { route: '/firma/oplysninger' });
  return { server, store: view.store, user: userEvent.setup() };
}

const requestsTo = (server: ReturnType<typeof open>['server'], method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const notes = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ note }) => note);
const fileInput = (within_: HTMLElement) => within_.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the logo section', () => {
  it('saves a picked logo with its key', async () => {
    const uploads = fakeUploadServer();
    const logo = stored('logo.png');
    const { server, store, user } = open({ 'PUT /api/firma/logo': { body: { logo } } });
    const section = await screen.findByTestId('logo-section');
    expect(await within(section).findByText('I har ikke noget logo endnu.')).toBeInTheDocument();
    await user.upload(fileInput(section), chosen('logo.png'));
    expect(uploads.requests.map((r) => r.url)).toEqual(['/api/filer?purpose=logo']);
    act(() => uploads.requests[0]!.reply(201, logo));
    await within(section).findByText('logo.png');
    // A logo has no caption.
    expect(within(section).queryByLabelText('Billedtekst (valgfri)')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Gem logo' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', '/api/firma/logo')).toHaveLength(1));
    expect(await requestsTo(server, 'PUT', '/api/firma/logo')[0]!.json()).toEqual({ key: logo.key });
    await waitFor(() => expect(notes(store)).toContain('Logoet er gemt.'));
    await waitFor(() =>
      expect(within(section).queryByText('I har ikke noget logo endnu.')).not.toBeInTheDocument(),
    );
  });

  it('an emptied picker removes the saved logo', async () => {
    const logo = stored('logo.png');
    const { server, store, user } = open({
      'GET /api/firma/logo': { body: { logo } },
      'DELETE /api/firma/logo': deleted,
    });
    const section = await screen.findByTestId('logo-section');
    await user.click(await within(section).findByRole('button', { name: 'Fjern logo.png' }));
    await user.click(within(section).getByRole('button', { name: 'Fjern logo' }));
    await waitFor(() => expect(requestsTo(server, 'DELETE', '/api/firma/logo')).toHaveLength(1));
    await waitFor(() => expect(notes(store)).toContain('Logoet er fjernet.'));
    // The saved upload is the logo, not an upload of this visit: it is not deleted on its own.
    expect(server.requests.filter((r) => r.url.includes('/api/filer/'))).toEqual([]);
  });
});

describe('the references section', () => {
  it('adds a reference with its title, text and photos in their order with their captions', async () => {
    const uploads = fakeUploadServer();
    const [first, second] = [stored('foer.jpg'), stored('efter.jpg')];
    const added: CompanyReference = {
      id: 9,
      title: 'Nyt tag',
      text: 'Tegltag i Valby.',
      photos: [
        { ...second, caption: 'Efter' },
        { ...first, caption: null },
      ],
    };
    const { server, user } = open({ 'POST /api/firma/referencer': { status: 201, body: added } });
    const section = await screen.findByTestId('references-section');
    expect(await within(section).findByText('I har ingen referencer endnu.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Tilføj reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny reference' });
    await user.type(within(dialog).getByLabelText('Titel'), '  Nyt tag ');
    await user.type(within(dialog).getByLabelText('Kort tekst (valgfri)'), 'Tegltag i Valby.');
    await user.upload(fileInput(dialog), [chosen('foer.jpg'), chosen('efter.jpg')]);
    expect(uploads.requests.map((r) => r.url)).toEqual([
      '/api/filer?purpose=reference',
      '/api/filer?purpose=reference',
    ]);
    act(() => uploads.requests[0]!.reply(201, first));
    act(() => uploads.requests[1]!.reply(201, second));
    await user.type((await within(dialog).findAllByLabelText('Billedtekst (valgfri)'))[1]!, 'Efter');
    await user.click(within(dialog).getByRole('button', { name: 'Flyt efter.jpg op' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gem reference' }));

    await waitFor(() => expect(requestsTo(server, 'POST', '/api/firma/referencer')).toHaveLength(1));
    expect(await requestsTo(server, 'POST', '/api/firma/referencer')[0]!.json()).toEqual({
      title: 'Nyt tag',
      text: 'Tegltag i Valby.',
      photos: [{ key: second.key, caption: 'Efter' }, { key: first.key }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const item = await within(section).findByTestId('reference-item');
    expect(within(item).getByRole('heading', { name: 'Nyt tag' })).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'Billeder fra »Nyt tag«' })).toBeInTheDocument();
  });

  it('refuses an empty title at its field with the service’s text and sends nothing', async () => {
    const { server, user } = open();
    const section = await screen.findByTestId('references-section');
    await user.click(await within(section).findByRole('button', { name: 'Tilføj reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny reference' });
    await user.type(within(dialog).getByLabelText('Titel'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Gem reference' }));
    expect(await within(dialog).findByText('Skriv en titel på referencen.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Titel')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(server, 'POST', '/api/firma/referencer')).toEqual([]);
  });

  it('changes a reference with its photos as they are to be', async () => {
    const changed = { ...roof, title: 'Nyt tegltag', photos: [roof.photos[1]!] };
    const { server, user } = open({
      'GET /api/firma/referencer': { body: { references: [roof] } },
      'PUT /api/firma/referencer/5': { body: changed },
    });
    await user.click(await screen.findByRole('button', { name: 'Redigér referencen »Nyt tag«' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigér reference' });
    expect(within(dialog).getByLabelText('Titel')).toHaveValue('Nyt tag');
    await user.clear(within(dialog).getByLabelText('Titel'));
    await user.type(within(dialog).getByLabelText('Titel'), 'Nyt tegltag');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern foer.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gem reference' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', '/api/firma/referencer/5')).toHaveLength(1));
    expect(await requestsTo(server, 'PUT', '/api/firma/referencer/5')[0]!.json()).toEqual({
      title: 'Nyt tegltag',
      text: 'Tegltag i Valby.',
      photos: [{ key: roof.photos[1]!.key }],
    });
    expect(await screen.findByRole('heading', { name: 'Nyt tegltag' })).toBeInTheDocument();
    // A saved photo left out is detached by the save, not deleted as an upload.
    expect(server.requests.filter((r) => r.url.includes('/api/filer/'))).toEqual([]);
  });

  it('deletes a reference only after the confirmation', async () => {
    const { server, store, user } = open({
      'GET /api/firma/referencer': { body: { references: [roof] } },
      'DELETE /api/firma/referencer/5': deleted,
    });
    await user.click(await screen.findByRole('button', { name: 'Slet referencen »Nyt tag«' }));
    let dialog = await screen.findByRole('dialog', { name: 'Slet reference' });
    expect(dialog).toHaveTextContent(
      'Vil du slette referencen »Nyt tag«? Dens billeder bliver også slettet, og det kan ikke fortrydes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    expect(requestsTo(server, 'DELETE', '/api/firma/referencer/5')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Nyt tag' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Slet referencen »Nyt tag«' }));
    dialog = await screen.findByRole('dialog', { name: 'Slet reference' });
    await user.click(within(dialog).getByRole('button', { name: 'Slet referencen' }));
    await waitFor(() => expect(requestsTo(server, 'DELETE', '/api/firma/referencer/5')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nyt tag' })).not.toBeInTheDocument());
    expect(notes(store)).toContain('Referencen er slettet.');
  });

  it(`takes no more than ${COMPANY_REFERENCES_MAX} references`, async () => {
    const references = Array.from({ length: COMPANY_REFERENCES_MAX }, (_, i) => ({
      ...roof,
      id: i + 1,
      title: `Reference ${i + 1}`,
    }));
    open({ 'GET /api/firma/referencer': { body: { references } } });
    const section = await screen.findByTestId('references-section');
    expect(await within(section).findByRole('button', { name: 'Tilføj reference' })).toBeDisabled();
    expect(within(section).getByTestId('references-count')).toHaveTextContent(
      `I har ${COMPANY_REFERENCES_MAX} referencer, som er det højeste antal. Slet en for at tilføje en ny.`,
    );
  });
});
