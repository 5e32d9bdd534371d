// The company profile's bar (SPEC §9: 270 px): once the page is scrolled past its head, the
// company's name and its quote button stay at the top of the window.
import type { ReactNode } from 'react';
import { ScrollBar } from '../../../components/scroll-bar';

export const PROFILE_BAR_AFTER_PX = 270;

export function ProfileBar({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ScrollBar threshold={PROFILE_BAR_AFTER_PX} testId="profile-bar">
      <span>{name}</span>
      {children}
    </ScrollBar>
  );
}
