// The lightbox's pointer gestures (pointer events, so a finger, a pen and a mouse alike): a sideways
// swipe goes to the next or previous photo, a double tap (or a mouse's double click) toggles the
// zoom, and a drag moves a zoomed photo.
import { useRef, type PointerEvent } from 'react';

export interface Pan {
  x: number;
  y: number;
}

export interface GestureOptions {
  zoomed: boolean;
  pan: Pan;
  /** +1 for the next photo (a swipe to the left), -1 for the previous. */
  onSwipe: (step: 1 | -1) => void;
  onDoubleTap: () => void;
  onPan: (pan: Pan) => void;
}

/** The least sideways movement that is a swipe, not a tap or a wobble. */
const SWIPE_MIN_PX = 50;
/** The most a finger may move in a tap. */
const TAP_SLOP_PX = 10;
/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 300;
/** A browser's own double click after a double tap is not a second toggle. */
const TAP_CLICK_MS = 600;

interface Press {
  id: number;
  x: number;
  y: number;
  pan: Pan;
}

export function usePhotoGestures(options: GestureOptions) {
  const press = useRef<Press | null>(null);
  const lastTap = useRef(0);
  const toggledByTap = useRef(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, pan: options.pan };
    if (options.zoomed) event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = press.current;
    if (!start || start.id !== event.pointerId || !options.zoomed) return;
    options.onPan({ x: start.pan.x + event.clientX - start.x, y: start.pan.y + event.clientY - start.y });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!options.zoomed && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      options.onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    if (event.pointerType === 'mouse' || Math.abs(dx) > TAP_SLOP_PX || Math.abs(dy) > TAP_SLOP_PX) return;
    const now = Date.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      toggledByTap.current = now;
      options.onDoubleTap();
    } else {
      lastTap.current = now;
    }
  };

  const onPointerCancel = () => {
    press.current = null;
  };

  const onDoubleClick = () => {
    if (Date.now() - toggledByTap.current > TAP_CLICK_MS) options.onDoubleTap();
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick };
}
