// mfe-admin on its own (npm run dev -w mfe-admin); packages/ui's startStandalone says what starts.
import { startStandalone } from '@opgavetorvet/ui';
import '@opgavetorvet/ui/styles.css';
import { paths } from './config/paths';
import { routes } from './app/routes';

void startStandalone(routes, paths.annulleringer);
