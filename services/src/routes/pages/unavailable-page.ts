// The short page shown (503) when the shell has not been built: the service's ShortPage.
import { renderShortPage } from '../../lib/short-page.js';

interface UnavailablePageProps {
  lang: string;
  title: string;
  text: string;
}

export function renderUnavailablePage(props: UnavailablePageProps): string {
  return renderShortPage(props);
}
