// The photos of a message in the service's thread html (issue 30; services/src/lib/message-files.tsx
// draws each as a link to its largest size with its key and widths as data attributes) open in the
// lightbox: a click on a thumbnail opens the media entry's Lightbox over that message's photos at
// the one clicked, with 'Anmeld billede' for the other side's photos. The media entry loads when a lightbox is first opened, not with the page; a
// modified click (a new tab) keeps the browser's own behaviour. Its own small entry,
// `@opgavetorvet/ui/file-links`, so a page with threads does not carry the media entry.
import { Suspense, lazy, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxPhoto } from '../media/lightbox';
import '../styles/message-files.css';

const Lightbox = lazy(() => import('../media/index').then((module) => ({ default: module.Lightbox })));

const IMAGE_LINK = 'a.message-files__image[data-file-key]';

/** The photo a thumbnail link names. */
function photoOf(link: HTMLElement): LightboxPhoto {
  const size = (value: string | undefined) => (value ? Number(value) : null);
  return {
    key: link.dataset.fileKey ?? '',
    widths: (link.dataset.widths ?? '').split(',').filter(Boolean).map(Number),
    width: size(link.dataset.width),
    height: size(link.dataset.height),
    caption: link.querySelector('img')?.getAttribute('alt') ?? null,
  };
}

/**
 * The photos of the message the link is in, the link's place among them, and whether the reader may
 * report them: the other side's photos, not the reader's own (the list is marked data-own).
 */
export function photosAround(link: HTMLElement): {
  photos: LightboxPhoto[];
  index: number;
  reportable: boolean;
} {
  const list = link.closest('.message-files') ?? link;
  const links = Array.from(list.querySelectorAll<HTMLElement>(IMAGE_LINK));
  return {
    photos: links.map(photoOf),
    index: Math.max(0, links.indexOf(link)),
    reportable: !list.hasAttribute('data-own'),
  };
}

export interface FileLightbox {
  /** The html's click handler: opens the lightbox for a click on a thumbnail. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** The open lightbox, or nothing. */
  lightbox: ReactNode;
}

export function useFileLightbox(): FileLightbox {
  const [open, setOpen] = useState<ReturnType<typeof photosAround> | null>(null);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(IMAGE_LINK) : null;
    if (!link) return;
    event.preventDefault();
    setOpen(photosAround(link));
  };
  const lightbox = open ? (
    <Suspense fallback={null}>
      <Lightbox
        photos={open.photos}
        index={open.index}
        onIndexChange={(index) => setOpen({ ...open, index })}
        onClose={() => setOpen(null)}
        reportable={open.reportable}
      />
    </Suspense>
  ) : null;
  return { onClick, lightbox };
}
