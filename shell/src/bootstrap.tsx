// Starts the shell after the shared modules are ready: the remotes manifest, the first page's code,
// the store (asking for the session), the texts, then React.
import { initI18n, renderIntoRoot } from '@opgavetorvet/ui';
import '@opgavetorvet/ui/styles.css';
import './styles/header.css';
import './styles/home.css';
import { App } from './app/app';
import { preloadFirstPage } from './app/routes';
import { createStartedStore } from './app/started-store';
import { setUpRemotes } from './features/remotes/lib/remote-registry';

async function start(): Promise<void> {
  // A missing manifest must not stop the shell: each remote area shows its own error instead.
  setUpRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  preloadFirstPage(window.location.pathname);
  const store = createStartedStore();
  await initI18n();
  renderIntoRoot(<App store={store} />);
}

void start();
