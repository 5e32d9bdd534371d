// A bar fixed at the top of the window once the page is scrolled past `threshold` px (SPEC §9):
// the job's headline on the job page, the company's name and quote button on its profile.
import type { ReactNode } from 'react';
import { useScrolledPast } from '../lib/use-scrolled-past';
import './scroll-bar.css';

interface ScrollBarProps {
  threshold: number;
  testId: string;
  /** A bar that only repeats what the page says is hidden from screen readers. */
  repeatsPage?: boolean;
  children: ReactNode;
}

export function ScrollBar({ threshold, testId, repeatsPage = false, children }: ScrollBarProps) {
  const shown = useScrolledPast(threshold);
  if (!shown) return null;
  return (
    <div className="scroll-bar" data-testid={testId} aria-hidden={repeatsPage || undefined}>
      {children}
    </div>
  );
}
