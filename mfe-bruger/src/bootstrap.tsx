// mfe-bruger on its own (npm run dev -w mfe-bruger): its own store and router, the same routes
// the shell mounts. In the shell this file is never loaded; only './routes' is.
import { startStandalone } from '@opgavetorvet/ui';
import '@opgavetorvet/ui/styles.css';
import { paths } from './config/paths';
import { routes } from './app/routes';

void startStandalone(routes, paths.opgaver);
