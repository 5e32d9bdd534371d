// mfe-bruger's build: remoteEntry.js exposing './routes', plus a standalone page for development.
import { createFederatedConfig } from '../webpack.shared.js';

export default createFederatedConfig({
  configUrl: import.meta.url,
  name: 'mfe_bruger',
  port: 3011,
  exposes: { './routes': './src/app/routes.tsx' },
});
