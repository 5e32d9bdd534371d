// Rules of the gallery and its lightbox (issue 30, "A lightbox on phone and desktop"): a thumbnail
// opens the photo, "Billede 2 af 3"; the arrow keys, the buttons and a swipe go to the next and the
// previous; a double tap or the zoom button zooms; Escape closes and focus goes back to the
// thumbnail that opened it; focus stays inside while it is open; the caption is shown and is the alt
// text; an image that cannot load shows the spec's text; "Anmeld billede" posts a reason.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { storedImage } from './media-test-files';
import { PhotoGallery } from './photo-gallery';

const photos = [
  storedImage('tag.jpg', 'Taget mod nord'),
  storedImage('gulv.jpg', null),
  storedImage('bad.jpg', 'Badeværelset'),
];

const dialog = () => screen.getByRole('dialog', { name: 'Billedfremviser' });
const position = () => within(dialog()).getByText(/^Billede \d af 3$/).textContent;

async function openSecond(reportable = false) {
  const result = renderWithProviders(<PhotoGallery photos={photos} reportable={reportable} />);
  const opener = screen.getByRole('button', { name: 'Vis billede 2 af 3' });
  await userEvent.click(opener);
  return { ...result, opener };
}

describe('PhotoGallery and Lightbox', () => {
  it('shows lazily loaded thumbnails, named for the photo they open', () => {
    renderWithProviders(<PhotoGallery photos={photos} />);
    const list = screen.getByRole('list', { name: 'Billeder' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const first = screen.getByRole('button', { name: 'Vis billede 1 af 3: Taget mod nord' });
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('goes through the photos with the arrow keys, and Escape closes and gives focus back', async () => {
    const { opener } = await openSecond();
    expect(position()).toBe('Billede 2 af 3');
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('Billede 3 af 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('Billede 1 af 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toBe('Billede 3 af 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('goes through the photos with the buttons, and the close button closes', async () => {
    const { opener } = await openSecond();
    await userEvent.click(screen.getByRole('button', { name: 'Næste billede' }));
    expect(position()).toBe('Billede 3 af 3');
    await userEvent.click(screen.getByRole('button', { name: 'Forrige billede' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forrige billede' }));
    expect(position()).toBe('Billede 1 af 3');
    await userEvent.click(screen.getByRole('button', { name: 'Luk billedfremviseren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while it is open', async () => {
    await openSecond();
    const inside = within(dialog()).getAllByRole('button');
    for (let press = 0; press < inside.length * 2 + 1; press += 1) {
      await userEvent.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < inside.length + 1; press += 1) {
      await userEvent.tab({ shift: true });
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('moves to the next photo on a swipe to the left and back on a swipe to the right', async () => {
    await openSecond();
    const stage = screen.getByTestId('lightbox-stage');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: 310 });
    };
    act(() => swipe(300, 100));
    expect(position()).toBe('Billede 3 af 3');
    act(() => swipe(100, 300));
    expect(position()).toBe('Billede 2 af 3');
    // A small movement is not a swipe.
    act(() => swipe(200, 180));
    expect(position()).toBe('Billede 2 af 3');
  });

  it('zooms by the button, a double click and a double tap', async () => {
    await openSecond();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom ind' }));
    expect(screen.getByRole('button', { name: 'Zoom ud' })).toHaveAttribute('aria-pressed', 'true');
    const stage = screen.getByTestId('lightbox-stage');
    fireEvent.doubleClick(stage);
    expect(screen.getByRole('button', { name: 'Zoom ind' })).toHaveAttribute('aria-pressed', 'false');
    const tap = () => {
      fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 200 });
      fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 200 });
    };
    act(() => {
      tap();
      tap();
    });
    expect(screen.getByRole('button', { name: 'Zoom ud' })).toHaveAttribute('aria-pressed', 'true');
    // The browser's own double click after the double tap does not zoom out again.
    fireEvent.doubleClick(stage);
    expect(screen.getByRole('button', { name: 'Zoom ud' })).toBeInTheDocument();
    // A zoomed photo is not left by a drag: the drag pans it.
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 300, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 100, clientY: 300 });
    });
    expect(position()).toBe('Billede 2 af 3');
  });

  it('shows the caption and uses it as alt text; a photo without one is named by its place', async () => {
    await openSecond();
    expect(within(dialog()).getByRole('img', { name: 'Billede 2 af 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('img', { name: 'Badeværelset' })).toHaveAttribute('loading', 'eager');
    expect(within(dialog()).getByText('Badeværelset', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it("shows the spec's text for a photo that cannot load", async () => {
    await openSecond();
    fireEvent.error(within(dialog()).getByRole('img'));
    expect(
      within(dialog()).getByText('Det ønskede indhold kan ikke hentes. Prøv venligst igen senere.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog()).getByRole('img', { name: 'Badeværelset' })).toBeInTheDocument();
  });

  it('"Anmeld billede" asks for a reason and posts it', async () => {
    const server = mockFetch({
      [`POST /api/filer/${photos[1].key}/anmeld`]: {
        status: 201,
        body: { type: 'success', message: 'Tak. Administratoren ser på billedet.' },
      },
    });
    const { store } = await openSecond(true);
    act(() => {
      store.dispatch({ type: 'csrf/rotated', payload: 'the-token' });
    });
    // Escape closes the question first, not the viewer.
    await userEvent.click(screen.getByRole('button', { name: 'Anmeld billede' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Hvorfor skal billedet fjernes?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmeld billede' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Anmeld billede' }));
    const reason = screen.getByLabelText('Hvorfor skal billedet fjernes?');
    expect(reason).toHaveFocus();
    // Arrow keys in the reason move the caret, not the photo.
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('Billede 2 af 3');
    await userEvent.click(screen.getByRole('button', { name: 'Send anmeldelse' }));
    expect(screen.getByText('Dette felt må ikke være tomt.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    await userEvent.type(reason, 'Billedet viser en persons ansigt');
    await userEvent.click(screen.getByRole('button', { name: 'Send anmeldelse' }));
    expect(await screen.findByText('Tak. Administratoren ser på billedet.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(await server.requests[0].json()).toEqual({ reason: 'Billedet viser en persons ansigt' });
    expect(server.requests[0].headers.get('x-csrf-token')).toBe('the-token');
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmeld billede' })).toHaveFocus());
  });
});
