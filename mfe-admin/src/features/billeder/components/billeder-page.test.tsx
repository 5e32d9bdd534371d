// /admin/billeder (issue 33): a reported file shows with every report's reason, reporter and date,
// what it belongs to and who uploaded it; 'Fjern billede' needs a reason (an empty one is refused
// before sending), sends it and shows the service's notice, and the file leaves the open list for
// the decided one with its decision; 'Behold billedet' keeps it the same way.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { BillederPage } from './billeder-page';

const KEY = 'facadeFacadeFacade1234';
const reported: ReportedFile = {
  key: KEY,
  file: {
    key: KEY,
    kind: 'image',
    name: 'facade.jpg',
    bytes: 250_000,
    width: 1600,
    height: 1200,
    widths: [320, 800, 1600],
  },
  caption: 'Facaden mod vejen',
  owner: { purpose: 'job', title: 'Nyt tag på carport', job_id: 145, company_id: null },
  uploader_name: 'Bente Hansen',
  state: 'open',
  reports: [
    { reason: 'Viser en persons ansigt', reporter_name: 'Tagmestrene ApS', created_at: 1_700_000_000 },
    { reason: 'Reklame for et andet firma', reporter_name: null, created_at: 1_700_003_600 },
  ],
  decided_by: null,
  decision_reason: null,
  decided_at: null,
};
const decidedAt = 1_700_100_000;

/** The service as far as the page uses it: the open list, the decided one, and the two actions. */
function fakeServer() {
  let item = reported;
  const decide = (state: ReportedFile['state'], reason: string | null, message: string) => {
    item = {
      ...item,
      file: state === 'removed' ? null : item.file,
      state,
      decided_by: 'Anne Admin',
      decision_reason: reason,
      decided_at: decidedAt,
    };
    return { body: { type: 'success', message, file: item } };
  };
  return mockFetch({
    'GET /api/admin/billeder': (request) => {
      const decided = new URL(request.url).searchParams.get('status') === 'decided';
      return { body: { files: (item.state === 'open') !== decided ? [item] : [] } };
    },
    [`POST /api/admin/billeder/${KEY}/fjern`]: async (request) => {
      const { reason } = (await request.json()) as { reason: string };
      return decide('removed', reason, 'Billedet er fjernet, og den der lagde det op har fået besked.');
    },
    [`POST /api/admin/billeder/${KEY}/afvis`]: () =>
      decide('dismissed', null, 'Anmeldelserne er afvist, og billedet bliver.'),
  });
}

const notes = (store: ReturnType<typeof renderWithProviders>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
const posts = (server: { requests: Request[] }) => server.requests.filter((r) => r.method === 'POST');

describe('the reported photos', () => {
  it('shows the photo with its caption, what it belongs to, the uploader and every report', async () => {
    fakeServer();
    renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const card = await screen.findByTestId('reported-file');
    expect(within(card).getByRole('heading', { name: 'Nyt tag på carport' })).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: 'Facaden mod vejen' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`/filer/${KEY}/800.jpg 800w`));
    expect(within(card).getByText('Billede på opgaven »Nyt tag på carport«')).toBeInTheDocument();
    expect(within(card).getByText('Job-ID 145')).toBeInTheDocument();
    expect(within(card).getByText('Lagt op af Bente Hansen')).toBeInTheDocument();
    expect(within(card).getByText('2 anmeldelser')).toBeInTheDocument();
    const reports = within(card).getAllByTestId('file-report');
    expect(reports[0]).toHaveTextContent('Viser en persons ansigt');
    expect(reports[0]).toHaveTextContent('Anmeldt af Tagmestrene ApS 14.11.2023, 23.13');
    expect(reports[1]).toHaveTextContent('Reklame for et andet firma');
    expect(reports[1]).toHaveTextContent('Anmeldt af en besøgende uden login 15.11.2023, 00.13');
    expect(screen.getByRole('link', { name: /Åbne/ })).toHaveAttribute('aria-current', 'page');
  });

  it("links a company's file to the company's administration page", async () => {
    mockFetch({
      'GET /api/admin/billeder': {
        body: {
          files: [
            {
              ...reported,
              owner: { purpose: 'reference', title: 'Nyt tag i Valby', job_id: null, company_id: 12 },
            },
          ],
        },
      },
    });
    renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const card = await screen.findByTestId('reported-file');
    expect(within(card).getByText('Referencebillede fra »Nyt tag i Valby«')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Se firmaet' })).toHaveAttribute(
      'href',
      '/admin/firmaer/12',
    );
    expect(within(card).queryByText(/Job-ID/)).not.toBeInTheDocument();
  });

  it("'Fjern billede' with an empty reason says 'Dette felt må ikke være tomt.' and sends nothing", async () => {
    const server = fakeServer();
    renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('reported-file')).getByRole('button', { name: 'Fjern billede' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fjern billede' });
    expect(dialog).toHaveTextContent('Din begrundelse bliver sendt til Bente Hansen, som lagde den op.');
    await user.type(within(dialog).getByLabelText('Begrundelse'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern billede' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(within(dialog).getByLabelText('Begrundelse')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(server)).toHaveLength(0);
  });

  it("'Fjern billede' sends the reason, shows the service's notice, and the photo moves to the decided list", async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('reported-file')).getByRole('button', { name: 'Fjern billede' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fjern billede' });
    await user.type(within(dialog).getByLabelText('Begrundelse'), ' Billedet viser en persons ansigt. ');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern billede' }));

    expect(await screen.findByText('Ingen anmeldte billeder')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = posts(server);
    expect(post?.url).toMatch(new RegExp(`/api/admin/billeder/${KEY}/fjern$`));
    expect(await post?.json()).toEqual({ reason: 'Billedet viser en persons ansigt.' });
    expect(notes(store)).toEqual([
      { type: 'success', note: 'Billedet er fjernet, og den der lagde det op har fået besked.' },
    ]);

    await user.click(screen.getByRole('link', { name: 'Afgjorte' }));
    const decided = await screen.findByTestId('decided-file');
    expect(within(decided).getByText('Fjernet')).toBeInTheDocument();
    expect(within(decided).getByText('Filen er slettet.')).toBeInTheDocument();
    expect(decided).toHaveTextContent('Afgjort af Anne Admin 16.11.2023, 03.00');
    expect(decided).toHaveTextContent('Billedet viser en persons ansigt.');
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
  });

  it("'Behold billedet' dismisses the reports with an empty body and shows the service's notice", async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('reported-file')).getByRole('button', { name: 'Behold billedet' }),
    );
    expect(await screen.findByText('Ingen anmeldte billeder')).toBeInTheDocument();
    const [post] = posts(server);
    expect(post?.url).toMatch(new RegExp(`/api/admin/billeder/${KEY}/afvis$`));
    expect(await post?.json()).toEqual({});
    expect(notes(store)).toEqual([{ type: 'success', note: 'Anmeldelserne er afvist, og billedet bliver.' }]);

    await user.click(screen.getByRole('link', { name: 'Afgjorte' }));
    const decided = await screen.findByTestId('decided-file');
    expect(within(decided).getByText('Beholdt')).toBeInTheDocument();
    expect(within(decided).getByRole('img', { name: 'Facaden mod vejen' })).toBeInTheDocument();
  });

  it('a refused removal shows the service text as an error notice and keeps the photo', async () => {
    mockFetch({
      'GET /api/admin/billeder': { body: { files: [reported] } },
      [`POST /api/admin/billeder/${KEY}/fjern`]: {
        status: 409,
        body: { type: 'error', message: 'Billedet er allerede afgjort' },
      },
    });
    const { store } = renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('reported-file')).getByRole('button', { name: 'Fjern billede' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'Upassende');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern billede' }));
    await waitFor(() =>
      expect(notes(store)).toEqual([{ type: 'error', note: 'Billedet er allerede afgjort' }]),
    );
    expect(screen.getByTestId('reported-file')).toBeInTheDocument();
  });

  it("the service's refusal of the reason shows at the field, and the dialog stays open", async () => {
    const refusal = 'Skriv en begrundelse. Den bliver sendt til den, der lagde filen op.';
    mockFetch({
      'GET /api/admin/billeder': { body: { files: [reported] } },
      [`POST /api/admin/billeder/${KEY}/fjern`]: { status: 400, body: { type: 'error', message: refusal } },
    });
    const { store } = renderWithProviders(<BillederPage />, { route: '/admin/billeder' });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('reported-file')).getByRole('button', { name: 'Fjern billede' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern billede' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(notes(store)).toEqual([]);
  });

  it('says so when nothing is reported, and a PDF is linked for download', async () => {
    const pdf: ReportedFile = {
      ...reported,
      file: { ...reported.file!, kind: 'pdf', name: 'tilbud.pdf', width: null, height: null, widths: [] },
      caption: null,
    };
    mockFetch({
      'GET /api/admin/billeder': (request) => ({
        body: { files: new URL(request.url).searchParams.get('status') === 'decided' ? [] : [pdf] },
      }),
    });
    renderWithProviders(<BillederPage />, { route: '/admin/billeder?visning=afgjorte' });
    expect(await screen.findByText('Ingen afgjorte anmeldelser endnu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Afgjorte' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: /Åbne/ }));
    const card = await screen.findByTestId('reported-file');
    expect(within(card).getByRole('link', { name: "Åbn PDF'en »tilbud.pdf«" })).toHaveAttribute(
      'href',
      `/filer/${KEY}/tilbud.pdf`,
    );
    expect(within(card).getByRole('button', { name: 'Fjern filen' })).toBeInTheDocument();
    expect(within(card).getByText('Ingen billedtekst')).toBeInTheDocument();
  });
});
