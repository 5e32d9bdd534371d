// The page for an address nobody knows, with a way back to the home page (packages/ui's
// NotFoundScreen, which a remote shows too for a page whose address names nothing).
import { NotFoundScreen } from '@opgavetorvet/ui';

export function NotFoundPage() {
  return <NotFoundScreen className="container page" />;
}
