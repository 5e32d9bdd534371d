// The photo viewer over the page, on a phone and a desktop: one photo of a list at a time, "Billede 3
// af 10", next and previous by the arrow keys, buttons and a swipe; zoom by a button or a double
// tap/click (a zoomed photo is dragged to pan); Escape or the close button closes it. A modal dialog:
// focus moves in, Tab stays inside, and focus goes back where it was (the thumbnail) when it closes.
// The caption is shown and is the image's alt text; an image that cannot load shows the spec's text.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@opgavetorvet/ui';
import { useFocusTrap } from '../components/use-focus-trap';
import { ChevronIcon, ZoomIcon } from './media-icons';
import { ReportPhotoForm } from './report-photo-form';
import { ResponsiveImage, type ImageFile } from './responsive-image';
import { usePhotoGestures, type Pan } from './use-photo-gestures';

export type LightboxPhoto = ImageFile & { caption: string | null };

export interface LightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown (0-based). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Offers "Anmeld billede" (a report to the administrator). */
  reportable?: boolean;
}

const ZOOM_SCALE = 2;
const CENTRED: Pan = { x: 0, y: 0 };

/** Keeps a dragged, zoomed photo from leaving the stage. */
function clampedPan(pan: Pan, stage: HTMLElement | null): Pan {
  if (!stage) return pan;
  const { width, height } = stage.getBoundingClientRect();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { x: clamp(pan.x, width / ZOOM_SCALE), y: clamp(pan.y, height / ZOOM_SCALE) };
}

export function Lightbox({ photos, index, onIndexChange, onClose, reportable = false }: LightboxProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const reportButtonRef = useRef<HTMLButtonElement>(null);
  // The zoom and the report belong to the photo they were started on.
  const [zoom, setZoom] = useState<{ index: number; pan: Pan } | null>(null);
  const [reportIndex, setReportIndex] = useState<number | null>(null);
  useFocusTrap(dialogRef, true);

  const count = photos.length;
  const photo = photos[Math.min(Math.max(index, 0), count - 1)];
  const zoomed = zoom?.index === index;
  const pan = zoomed ? zoom.pan : CENTRED;
  const reporting = reportIndex === index;
  const go = (step: 1 | -1) => {
    if (count > 1) onIndexChange((index + step + count) % count);
  };
  const toggleZoom = () => setZoom(zoomed ? null : { index, pan: CENTRED });
  const closeReport = () => {
    setReportIndex(null);
    reportButtonRef.current?.focus();
  };
  const gestures = usePhotoGestures({
    zoomed,
    pan,
    onSwipe: go,
    onDoubleTap: toggleZoom,
    onPan: (next) => setZoom({ index, pan: clampedPan(next, stageRef.current) }),
  });

  useEffect(() => {
    // On the window, before the page's own listeners: Escape closes the viewer, not a dialog under it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (reportIndex === null) onClose();
        else {
          setReportIndex(null);
          reportButtonRef.current?.focus();
        }
        return;
      }
      const typing = event.target instanceof Element && event.target.closest('input, textarea, select');
      if (typing || count < 2) return;
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [count, index, onClose, onIndexChange, reportIndex]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!photo) return null;
  const position = t('common:::media::photo_number', { index: index + 1, count });
  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('common:::media::lightbox')}
      tabIndex={-1}
    >
      <div className="lightbox__bar">
        <p className="lightbox__count" aria-live="polite">
          {position}
        </p>
        <div className="lightbox__tools">
          <button
            type="button"
            className="lightbox__tool"
            aria-pressed={zoomed}
            aria-label={t(zoomed ? 'common:::media::zoom_out' : 'common:::media::zoom_in')}
            onClick={toggleZoom}
          >
            <ZoomIcon zoomed={zoomed} />
          </button>
          {reportable && (
            <button
              ref={reportButtonRef}
              type="button"
              className="lightbox__tool lightbox__tool--text"
              aria-expanded={reporting}
              onClick={() => (reporting ? closeReport() : setReportIndex(index))}
            >
              {t('common:::media::report')}
            </button>
          )}
          <button
            type="button"
            className="lightbox__tool"
            aria-label={t('common:::media::close')}
            onClick={onClose}
            data-autofocus
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={zoomed ? 'lightbox__stage lightbox__stage--zoomed' : 'lightbox__stage'}
        data-testid="lightbox-stage"
        {...gestures}
      >
        <figure className="lightbox__figure">
          <div
            className="lightbox__frame"
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoomed ? ZOOM_SCALE : 1})` }}
          >
            <ResponsiveImage
              key={photo.key}
              file={photo}
              alt={photo.caption ?? position}
              sizes="100vw"
              loading="eager"
              className="lightbox__image"
            />
          </div>
          {photo.caption && <figcaption className="lightbox__caption">{photo.caption}</figcaption>}
        </figure>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--previous"
            aria-label={t('common:::media::previous')}
            onClick={() => go(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next"
            aria-label={t('common:::media::next')}
            onClick={() => go(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
      {reporting && <ReportPhotoForm key={photo.key} fileKey={photo.key} onDone={closeReport} />}
    </div>,
    document.body,
  );
}
