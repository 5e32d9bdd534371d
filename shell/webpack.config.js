// The shell's build: the host page at '/', with no static remotes (they come from /remotes.json).
import { createFederatedConfig } from '../webpack.shared.js';

export default createFederatedConfig({
  configUrl: import.meta.url,
  name: 'shell',
  port: 3010,
});
