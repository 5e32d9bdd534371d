// Starts the shell after the shared modules are ready: texts, the remotes manifest, the store, React.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, initI18n } from '@opgavetorvet/ui';
import '@opgavetorvet/ui/styles.css';
import './styles/header.css';
import './styles/home.css';
import { App } from './app/app';
import { preloadFirstPage } from './app/routes';
import { setUpRemotes } from './features/remotes/lib/remote-registry';

async function start(): Promise<void> {
  // A missing manifest must not stop the shell: each remote area shows its own error instead.
  setUpRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  preloadFirstPage(window.location.pathname);
  await initI18n();
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
