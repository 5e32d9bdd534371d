// The small drawn icons of the media components (arrows, zoom, a document), so their buttons carry
// no hard-coded text; each button's name is its aria-label.
type Direction = 'left' | 'right' | 'up' | 'down';

const CHEVRONS: Record<Direction, string> = {
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  up: 'M5 15l7-7 7 7',
  down: 'M5 9l7 7 7-7',
};

export function ChevronIcon({ direction }: { direction: Direction }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={CHEVRONS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ZoomIcon({ zoomed }: { zoomed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={zoomed ? 'M7.5 10.5h6M15.5 15.5l5 5' : 'M7.5 10.5h6M10.5 7.5v6M15.5 15.5l5 5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function DocumentIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 2h8l5 5v15H6z M14 2v5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
