// mfe-bruger on its own (npm run dev -w mfe-bruger): its own store and router, the same routes
// the shell mounts. In the shell this file is never loaded; only './routes' is.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, createAppStore, initI18n } from '@opgavetorvet/ui';
import '@opgavetorvet/ui/styles.css';
import { paths } from './config/paths';
import { routes } from './app/routes';

async function start(): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp store={createAppStore()} routes={routes} landing={paths.opgaver} />
    </StrictMode>,
  );
}

void start();
