// "Anmeld billede" where a company sees a customer's job photos (issue 30/33): the lightbox of a
// card's thumbnails and the description modal's gallery offer it; it posts the reason to
// POST /api/filer/{key}/anmeld and shows the service's answer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { descriptionHtml, jobList, jobPhoto, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const photos = [jobPhoto('facade.jpg', 'Facaden mod vejen'), jobPhoto('stue.jpg')];

function open() {
  const server = mockFetch({
    'GET /api/firma/opgaver': jobList([openJob({ photos })]),
    'POST /firma/modal_discription_job': descriptionHtml(120),
    [`POST /api/filer/${photos[1].key}/anmeld`]: {
      status: 201,
      body: { type: 'success', message: 'Tak. Administratoren ser på billedet.' },
    },
  });
  renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
  return { server, user: userEvent.setup() };
}

describe("reporting a customer's job photo", () => {
  it('the lightbox of a card\'s thumbnails offers "Anmeld billede", which posts the reason', async () => {
    const { server, user } = open();
    const thumbs = await screen.findByRole('list', { name: 'Billeder af opgaven' });
    await user.click(within(thumbs).getByRole('button', { name: 'Vis billede 2 af 2' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    await user.click(within(lightbox).getByRole('button', { name: 'Anmeld billede' }));
    await user.type(within(lightbox).getByLabelText('Hvorfor skal billedet fjernes?'), 'Viser et ansigt');
    await user.click(within(lightbox).getByRole('button', { name: 'Send anmeldelse' }));
    expect(await within(lightbox).findByText('Tak. Administratoren ser på billedet.')).toBeInTheDocument();
    const post = server.requests.find((request) =>
      request.url.endsWith(`/api/filer/${photos[1].key}/anmeld`),
    );
    expect(await post?.json()).toEqual({ reason: 'Viser et ansigt' });
  });

  it('the description modal\'s gallery offers "Anmeld billede" too', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Se beskrivelse' }));
    const dialog = await screen.findByTestId('job-description-modal');
    const gallery = await within(dialog).findByRole('list', { name: 'Billeder af opgaven' });
    await user.click(within(gallery).getByRole('button', { name: 'Vis billede 1 af 2: Facaden mod vejen' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByRole('button', { name: 'Anmeld billede' })).toBeInTheDocument();
  });
});
