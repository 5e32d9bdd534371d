// The libraries every front end shares as singletons (Module Federation's `shared`), the trimmed
// shares the shell provides for three of them, and how their code is split into vendor chunks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packages that must exist once in the page: two Reacts, routers or stores would break hooks/context. */
const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@opgavetorvet/ui',
];

/** Sub-paths shared as singletons with the version range of their package. */
const singletonSubpaths = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

export const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * What the shell puts in the share scope for these two: only the exports the front ends use, so the
 * rest of the library is tree-shaken away (a shared module is otherwise bundled whole, because
 * another build may use any of its exports). packages/ui/src/trimmed-shares.test.ts checks that
 * each lists every export the front ends import.
 */
export const trimmedShares = {
  'react-router-dom': 'packages/ui/src/routing/router-share.ts',
  'react-i18next': 'packages/ui/src/i18n/react-i18next-share.js',
  '@reduxjs/toolkit': 'packages/ui/src/store/redux-toolkit-share.js',
};

/**
 * The shared libraries in a few chunks instead of one (issue 13): the browser compiles each script
 * in a task of its own as it arrives, and one 450 KB file was a 25-35 ms task (four times that on
 * Lighthouse's slowed phone). All of them are still loaded once, by the shell, and preloaded.
 */
const vendorFamilies = [
  ['vendors-react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/],
  [
    'vendors-router',
    /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|router-share\.ts$/,
  ],
  [
    'vendors-redux',
    /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]|redux-toolkit-share\.js$/,
  ],
];

export function vendorChunkName(module) {
  const path = module.resource ?? '';
  return vendorFamilies.find(([, test]) => test.test(path))?.[0] ?? 'vendors';
}

function packageDir(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  return dirname(require.resolve(`${name}/package.json`));
}

function packageJson(name, fromDir) {
  return JSON.parse(readFileSync(join(packageDir(name, fromDir), 'package.json'), 'utf8'));
}

/** The ES module file of a package's main export (`exports['.']`, as webpack picks it). */
function esModuleEntry(name, fromDir) {
  const pick = (entry) =>
    typeof entry === 'string'
      ? entry
      : entry && (pick(entry.module) ?? pick(entry.import) ?? pick(entry.default));
  return join(packageDir(name, fromDir), pick(packageJson(name, fromDir).exports['.']));
}

/**
 * `<package>-whole`: the name a trimmed share reads its whole package by. The package's own name is
 * the shared key the trimmed module stands for: imported from there it would be the module itself.
 */
export function wholePackageAliases(fromDir) {
  const trimmedFromWhole = ['react-i18next', '@reduxjs/toolkit'];
  return Object.fromEntries(trimmedFromWhole.map((name) => [`${name}-whole$`, esModuleEntry(name, fromDir)]));
}

/** The shared libraries and everything they depend on: the shell puts them in one chunk. */
export function sharedVendorDirs(fromDir) {
  const dirs = new Set();
  const visit = (name, from) => {
    let dir;
    try {
      dir = packageDir(name, from);
    } catch {
      return; // an optional dependency that is not installed
    }
    if (dirs.has(dir)) return;
    dirs.add(dir);
    for (const dependency of Object.keys(packageJson(name, from).dependencies ?? {})) visit(dependency, dir);
  };
  for (const name of [...singletons.filter((name) => !name.startsWith('@opgavetorvet/')), 'react-router']) {
    visit(name, fromDir);
  }
  return [...dirs].map((dir) => `${dir}/`);
}

export function readDependencies(appDir) {
  return JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).dependencies ?? {};
}

/**
 * The `shared` option of every app: each singleton with the version range from the app's own
 * package.json (never `...dependencies`, which would share everything).
 * `consumeOnly`: a remote's production build takes every singleton from the shell and bundles no
 * copy of its own (`import: false`); a version the shell does not have is an error
 * (`strictVersion`), which the shell shows in the remote's area.
 * `requiredVersions` replaces ranges (the singleton-mismatch test builds a remote with one).
 */
export function createSharedConfig(
  dependencies = readDependencies(process.cwd()),
  { consumeOnly = false, requiredVersions = {}, appDir = process.cwd() } = {},
) {
  const requiredVersionOf = (name) => {
    const range = requiredVersions[name] ?? dependencies[name];
    if (!range) throw new Error(`${name} must be listed in the app's package.json dependencies to be shared`);
    return range;
  };
  const entry = (name, requiredVersion) => {
    if (consumeOnly) return { singleton: true, requiredVersion, import: false, strictVersion: true };
    const trimmed = trimmedShares[name];
    if (!trimmed) return { singleton: true, requiredVersion };
    const version = packageJson(name, appDir).version;
    return { singleton: true, requiredVersion, import: join(repoRoot, trimmed), version };
  };
  const shared = {};
  for (const name of singletons) shared[name] = entry(name, requiredVersionOf(name));
  for (const [subpath, pkg] of Object.entries(singletonSubpaths)) {
    shared[subpath] = entry(subpath, requiredVersionOf(pkg));
  }
  return shared;
}
