// Module Federation for one app: the shell as the host, a remote's production build as a plain
// container that takes every shared library from the shell.
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createSharedConfig, readDependencies } from './shared-libraries.js';

const shortErrorTexts = fileURLToPath(new URL('./federation-error-texts.mjs', import.meta.url));

/**
 * The federation runtime's error texts, shortened in the host's production build: its `./desc.mjs`
 * request from @module-federation/error-codes is answered by federation-error-texts.mjs.
 */
export function shortFederationErrorTexts() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/desc\.mjs$/, (resource) => {
    if (/[\\/]@module-federation[\\/]error-codes[\\/]/.test(resource.context)) {
      resource.request = shortErrorTexts;
    }
  });
}

/** REQUIRED_VERSIONS='{"react":"^99.0.0"}' (tests only): ranges a remote's build asks for instead. */
function requiredVersionsFromEnv() {
  return process.env.REQUIRED_VERSIONS ? JSON.parse(process.env.REQUIRED_VERSIONS) : {};
}

/**
 * Module Federation for one app.
 * The shell is the host: the enhanced plugin (its runtime registers the remotes found in
 * /remotes.json and loads them), trimmed to a browser runtime without manifest snapshots.
 * A remote's production build is a plain webpack container (webpack's own ModuleFederationPlugin):
 * the enhanced runtime in the shell loads it like any container through its get/init, so the
 * remote's remoteEntry.js carries webpack's small container runtime (~3 KB) instead of a second
 * copy of the federation runtime (~21 KB). Run standalone (development), a remote is its own host
 * with the enhanced plugin and its own fallback copies of the shared libraries.
 */
export function federationPlugin({ appDir, name, exposes, production }) {
  const dependencies = readDependencies(appDir);
  if (exposes && production) {
    return new webpack.container.ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      // Each exposed module's chunk is named (./routes → expose-routes) for chunks.json.
      exposes: Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [
          key,
          { import: file, name: `expose-${key.replace(/^\.\//, '').replace(/\W+/g, '-')}` },
        ]),
      ),
      shared: createSharedConfig(dependencies, {
        consumeOnly: true,
        requiredVersions: requiredVersionsFromEnv(),
        appDir,
      }),
    });
  }
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    // The shell registers the remotes at run time from /remotes.json.
    remotes: {},
    shared: createSharedConfig(dependencies, { appDir }),
    // Load a remote's entry only when it is needed, so one dead remote cannot stop the others.
    shareStrategy: 'loaded-first',
    // Remotes are typed by RemoteRoutesModule in @opgavetorvet/ui, not by generated types.
    dts: false,
    manifest: false,
    dev: false,
    // No manifests (so no snapshot plugin) and a browser only (no Node script loading).
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  });
}
