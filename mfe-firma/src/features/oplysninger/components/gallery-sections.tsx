// The logo and reference jobs of /firma/oplysninger (issue 30), one chunk with the UI kit's media
// entry (the photo picker, the gallery): the page loads it lazily (oplysninger-page.tsx), so the
// media entry is no part of the portal's first load.
import '../styles/gallery.css';
import { LogoSection } from './logo-section';
import { ReferencesSection } from './references-section';

export function GallerySections() {
  return (
    <>
      <LogoSection />
      <ReferencesSection />
    </>
  );
}
