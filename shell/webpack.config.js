// The shell's build: the host page at '/', with no static remotes (they come from /remotes.json).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../webpack.shared.js';

export default createFederatedConfig({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  port: 3010,
});
