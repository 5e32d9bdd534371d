// mfe-firma's build: remoteEntry.js exposing './routes', plus a standalone page for development.
import { createFederatedConfig } from '../webpack.shared.js';

export default createFederatedConfig({
  configUrl: import.meta.url,
  name: 'mfe_firma',
  port: 3012,
  exposes: { './routes': './src/app/routes.tsx' },
});
