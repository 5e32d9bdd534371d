// The booking row's two icons as inline SVG (no icon font): the dollar sign and the calendar.

export function DollarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="currentColor" opacity="0.14" />
      <path
        d="M12 5v14M15.5 8.3c-.6-1-1.9-1.6-3.5-1.6-2 0-3.4 1-3.4 2.5 0 3.6 7 1.9 7 5.5 0 1.5-1.5 2.6-3.6 2.6-1.7 0-3.1-.7-3.7-1.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15"
        rx="2"
        fill="var(--calendar-fill, none)"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
