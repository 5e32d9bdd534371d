// A won job's photos on its card (issue 30): small thumbnails with srcset, "+N" past three, and the
// lightbox on the photo clicked; a job without photos shows none.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { companySession, wonJob } from '../test/won-job-fixture';
import { VundnePage } from './vundne-page';

const photo = (name: string, caption: string | null = null): Photo => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 250_000,
  width: 1200,
  height: 1600,
  widths: [320, 800],
  caption,
});
const photos = [
  photo('tagrende.jpg', 'Tagrenden mod gården'),
  photo('nedlob.jpg'),
  photo('hjorne.jpg'),
  photo('gavl.jpg'),
];

function open() {
  mockFetch({
    'GET /api/session': companySession,
    'GET /api/firma/vundne': {
      body: {
        jobs: [wonJob({ photos }), wonJob({ contact_id: 598, job_id: 338 })],
        page: 1,
        page_size: 20,
        total: 2,
      },
    },
  });
  renderWithProviders(<VundnePage />, { route: '/firma/opgaver/dine-vundne-opgaver' });
  return userEvent.setup();
}

describe("a won job's photos", () => {
  it('shows them as thumbnails with "+1", and a thumbnail opens the lightbox on its photo', async () => {
    const user = open();
    const [withPhotos, without] = await screen.findAllByTestId('won-job');
    const thumbs = within(withPhotos).getByRole('list', { name: 'Billeder af opgaven' });
    const image = within(thumbs).getByRole('img', { name: 'Tagrenden mod gården' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`/filer/${photos[0].key}/800.jpg 800w`));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(thumbs).getByRole('button', { name: 'Vis alle 4 billeder' })).toHaveTextContent('+1');
    expect(within(without).queryByRole('list', { name: 'Billeder af opgaven' })).toBeNull();

    await user.click(
      within(thumbs).getByRole('button', { name: 'Vis billede 1 af 4: Tagrenden mod gården' }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 1 af 4')).toBeInTheDocument();
    expect(within(lightbox).getByText('Tagrenden mod gården')).toBeInTheDocument();
  });
});
