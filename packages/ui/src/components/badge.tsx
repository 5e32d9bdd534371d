// A small label: a status, or the red unread dot with its count (hidden when the count is 0).
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({
  tone = 'neutral',
  children,
  label,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  label?: string;
}) {
  return (
    <span className={`badge badge--${tone}`} aria-label={label}>
      {children}
    </span>
  );
}

/** SPEC §2: a red dot shows the unread count and is removed when the count is 0. */
export function UnreadDot({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="unread-dot" aria-label={label} title={label} data-testid="unread-dot">
      {count}
    </span>
  );
}
