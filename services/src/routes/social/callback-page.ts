// The short page the login window shows when the provider sends the person back: it says how the
// login went; the page that opened the window learns it by polling and closes the window.
import { renderShortPage } from '../../lib/short-page.js';

interface CallbackPageProps {
  lang: string;
  title: string;
  text: string;
}

export function renderCallbackPage(props: CallbackPageProps): string {
  return renderShortPage({ ...props, textTestId: 'social-callback-text' });
}
