// Rules of a shown image (issue 30, "Serving and viewing"): a <picture> with the WebP widths and a
// JPEG fallback, `srcset`/`sizes`, lazy loading, async decoding, its width and height and the
// caption as alt text; an image that cannot load shows the spec's text (SPEC §8) in the user's
// language instead of a broken image.
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage, THUMBNAIL_SIZES, Thumbnail } from './responsive-image';
import { storedImage } from './media-test-files';

const photo = storedImage('tag.jpg', 'Taget mod nord');

afterEach(async () => {
  await i18next.changeLanguage('da-DK');
});

describe('ResponsiveImage', () => {
  it('offers every stored width in WebP and JPEG, lazily loaded, with its size and alt text', () => {
    const { container } = render(<ResponsiveImage file={photo} alt="Taget mod nord" sizes="100vw" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      `/filer/${photo.key}/320.webp 320w, /filer/${photo.key}/800.webp 800w, /filer/${photo.key}/1600.webp 1600w`,
    );
    expect(source).toHaveAttribute('sizes', '100vw');
    const img = screen.getByRole('img', { name: 'Taget mod nord' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute(
      'srcset',
      `/filer/${photo.key}/320.jpg 320w, /filer/${photo.key}/800.jpg 800w, /filer/${photo.key}/1600.jpg 1600w`,
    );
    expect(img).toHaveAttribute('src', `/filer/${photo.key}/320.jpg`);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('a thumbnail asks for a thumbnail-sized width', () => {
    render(<Thumbnail file={photo} alt="Taget mod nord" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', THUMBNAIL_SIZES);
  });

  it("shows the spec's text instead of a broken image, in the user's language", async () => {
    const { rerender } = render(<ResponsiveImage file={photo} alt="Taget mod nord" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText('Det ønskede indhold kan ikke hentes. Prøv venligst igen senere.'),
    ).toBeInTheDocument();

    // Another photo in the same place loads afresh.
    const other = storedImage('gulv.jpg', 'Gulvet');
    rerender(<ResponsiveImage file={other} alt="Gulvet" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Gulvet' })).toBeInTheDocument();

    await i18next.changeLanguage('en');
    fireEvent.error(screen.getByRole('img'));
    expect(
      screen.getByText('The requested content cannot be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
