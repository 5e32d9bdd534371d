// The footer's legal links (the privacy policy and the terms of use), written once: the shell's
// footer (shell/src/app/layout.tsx) and the service's first paint of it
// (services/src/routes/pages/first-screen.tsx) both draw this list. Plain data, no TypeBox.
import { PAGES } from './paths.js';

export interface FooterLink {
  path: string;
  /** The link's text key in the common namespace. */
  text: 'common:::footer::privacy' | 'common:::footer::terms';
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { path: PAGES.privatlivspolitik, text: 'common:::footer::privacy' },
  { path: PAGES.vilkaar, text: 'common:::footer::terms' },
];
