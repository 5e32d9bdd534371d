// A job's photos on /firma/opgaver (issue 30): the card shows at most three small thumbnails, lazily
// loaded with srcset over the stored sizes, and "+N" for the rest; a thumbnail or "+N" opens the
// lightbox on that photo (Escape closes it, focus goes back); the description modal shows them all
// as a gallery.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { descriptionHtml, jobList, jobPhoto, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const photos = [
  jobPhoto('facade.jpg', 'Facaden mod vejen'),
  jobPhoto('stue.jpg'),
  jobPhoto('loft.jpg'),
  jobPhoto('trappe.jpg', 'Trappen'),
  jobPhoto('kaelder.jpg'),
];

function open() {
  mockFetch({
    'GET /api/firma/opgaver': jobList([openJob({ photos }), openJob({ job_id: 121, headline: 'Nyt tag' })]),
    'POST /firma/modal_discription_job': async (request) =>
      descriptionHtml(((await request.json()) as { job_id: number }).job_id),
  });
  renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
  return userEvent.setup();
}

const card = async (jobId: number) =>
  (await screen.findAllByTestId('open-job')).find((c) => c.getAttribute('data-job-id') === String(jobId))!;

describe("a job's photos on the open-jobs list", () => {
  it('shows three lazily loaded thumbnails with srcset, and "+2" for the rest; a job without photos shows none', async () => {
    open();
    const thumbs = await within(await card(120)).findByRole('list', { name: 'Billeder af opgaven' });
    // A photo without a caption has an empty alt (the button names it), so all images are counted.
    const images = Array.from(thumbs.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    const first = images[0];
    expect(first).toHaveAccessibleName('Facaden mod vejen');
    const key = photos[0].key;
    expect(first).toHaveAttribute(
      'srcset',
      `/filer/${key}/320.jpg 320w, /filer/${key}/800.jpg 800w, /filer/${key}/1600.jpg 1600w`,
    );
    expect(first).toHaveAttribute('src', `/filer/${key}/320.jpg`);
    expect(first).toHaveAttribute('sizes', '64px');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '64');
    expect(first).toHaveAttribute('height', '64');
    expect(first.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringContaining(`/filer/${key}/320.webp 320w`),
    );
    const more = within(thumbs).getByRole('button', { name: 'Vis alle 5 billeder' });
    expect(more).toHaveTextContent('+2');
    expect(within(await card(121)).queryByRole('list', { name: 'Billeder af opgaven' })).toBeNull();
  });

  it('opens the lightbox on the photo clicked, and on the fourth from "+2"; Escape gives focus back', async () => {
    const user = open();
    const thumbs = await within(await card(120)).findByRole('list', { name: 'Billeder af opgaven' });
    const second = within(thumbs).getByRole('button', { name: 'Vis billede 2 af 5' });
    await user.click(second);
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 2 af 5')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Billedfremviser' })).not.toBeInTheDocument();
    await waitFor(() => expect(second).toHaveFocus());

    await user.click(within(thumbs).getByRole('button', { name: 'Vis alle 5 billeder' }));
    const again = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(again).getByText('Billede 4 af 5')).toBeInTheDocument();
    expect(within(again).getByRole('img', { name: 'Trappen' })).toBeInTheDocument();
  });

  it('shows all the photos as a gallery in the description modal', async () => {
    const user = open();
    await user.click(within(await card(120)).getByRole('button', { name: 'Se beskrivelse' }));
    const dialog = await screen.findByTestId('job-description-modal');
    const gallery = await within(dialog).findByRole('list', { name: 'Billeder af opgaven' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(gallery).getByRole('button', { name: 'Vis billede 5 af 5' }));
    expect(await screen.findByText('Billede 5 af 5')).toBeInTheDocument();
    // Escape closes the lightbox, not the description under it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Billedfremviser' })).not.toBeInTheDocument();
    expect(screen.getByTestId('job-description-modal')).toBeInTheDocument();
  });
});
