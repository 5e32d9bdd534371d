// One way to build every federated front end (the shell and the three remotes): the shared
// singletons, the loaders, the output, the HTML page, Module Federation and the dev server.
// ESM, because the root package.json says "type": "module" and webpack-cli 6 loads ESM configs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PageChunksManifest } from './webpack-page-chunks.js';

/** The files worth compressing at build time. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

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

const repoRoot = dirname(fileURLToPath(import.meta.url));

/**
 * What the shell puts in the share scope for these two: only the exports the front ends use, so the
 * rest of the library is tree-shaken away (a shared module is otherwise bundled whole, because
 * another build may use any of its exports). packages/ui/src/trimmed-shares.test.ts checks that
 * each lists every export the front ends import.
 */
const trimmedShares = {
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

function vendorChunkName(module) {
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
function wholePackageAliases(fromDir) {
  const trimmedFromWhole = ['react-i18next', '@reduxjs/toolkit'];
  return Object.fromEntries(trimmedFromWhole.map((name) => [`${name}-whole$`, esModuleEntry(name, fromDir)]));
}

/** The shared libraries and everything they depend on: the shell puts them in one chunk. */
function sharedVendorDirs(fromDir) {
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
/** Calls under these prefixes go to the service when an app runs standalone on its own port. */
const apiPrefixes = ['/api/', '/ajax/', '/locales/', '/remotes/', '/remotes.json', '/opgave/', '/social/'];
/** These prefixes are both pages (served by the dev server) and calls (proxied when not a page). */
const mixedPrefixes = ['/bruger/', '/firma/'];

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
function federationPlugin({ appDir, name, exposes, production }) {
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

/**
 * The files the shell's first load fetches as soon as main.js runs: the chunks of its own dynamic
 * imports (`import('./bootstrap')`) and those of the shared libraries they need (chunk groups made
 * for a shared module have no request of their own). A page's lazy chunks (a request) are left out.
 */
export function firstLoadFiles(entrypoint) {
  const hasRequest = (group) => group.origins.some((origin) => origin.request);
  const files = new Set();
  const add = (group) => group.chunks.forEach((chunk) => chunk.files.forEach((file) => files.add(file)));
  for (const started of entrypoint.getChildren().filter(hasRequest)) {
    add(started);
    started
      .getChildren()
      .filter((child) => !hasRequest(child))
      .forEach(add);
  }
  return [...files];
}

/**
 * Puts the first load's chunks in the HTML page (issue 13): a preload for each script, so they are
 * fetched with main.js instead of after it has run, and the stylesheets as <link rel="stylesheet">
 * (CSS chunk loading finds them there and does not fetch them again), so the page is styled from
 * its first paint.
 */
class FirstLoadInHtml {
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstLoadInHtml', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstLoadInHtml', (data) => {
        const entrypoint = compilation.entrypoints.get('main');
        if (!entrypoint) return data;
        const publicPath = compilation.outputOptions.publicPath;
        const tags = firstLoadFiles(entrypoint).flatMap((file) => {
          const href = `${publicPath}${file}`;
          if (file.endsWith('.css'))
            return [HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href })];
          if (file.endsWith('.js'))
            return [HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href })];
          return [];
        });
        // After main.js, which starts everything and so is fetched first.
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

function isProxied(pathname, request) {
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  return !isPage && mixedPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A whole webpack config for one federated app.
 * @param {{ configUrl: string, name: string, port: number, exposes?: Record<string, string>, serviceUrl?: string }} app
 *   configUrl: the app's webpack.config.js `import.meta.url` (its folder is the app's);
 *   name: the federation name (mfe_bruger …, or shell); exposes: only remotes have it.
 */
export function createFederatedConfig({
  configUrl,
  name,
  port,
  exposes,
  serviceUrl = process.env.SERVICE_URL ?? 'http://localhost:3000',
}) {
  const appDir = dirname(fileURLToPath(configUrl));
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build is only its container (remoteEntry.js and the chunks it loads);
    // its standalone page (main.js, index.html) exists for the dev server only.
    const standalonePage = !(isRemote && production);
    const vendorDirs = [
      ...sharedVendorDirs(appDir),
      ...Object.values(trimmedShares).map((file) => join(repoRoot, file)),
    ];
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: join(appDir, 'dist'),
        // Remotes are served from wherever their remoteEntry.js lives; the shell from '/'.
        publicPath: isRemote ? 'auto' : '/',
        // Entry chunks (main.js, remoteEntry.js) keep stable names: the federation runtime they carry
        // needs their path before hashes exist, and remoteEntry.js is found by its URL. The page
        // asks for main.js?<build hash>; every other chunk carries its content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js'],
        // Workspace packages import './common.js' meaning common.ts (TypeScript's ESM convention).
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace packages are bundled from their TypeScript source (their `source` export).
        conditionNames: ['source', '...'],
        alias: wholePackageAliases(appDir),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          {
            test: /\.css$/,
            use: production
              ? [
                  // CSS files of their own (loaded with the chunk that imports them), minified:
                  // they do not weigh on the JavaScript, and the page is styled before it runs.
                  MiniCssExtractPlugin.loader,
                  'css-loader',
                  { loader: 'esbuild-loader', options: { loader: 'css', minify: true } },
                ]
              : ['style-loader', 'css-loader'],
          },
        ],
      },
      optimization: {
        // Terser (webpack's default minimizer), two passes: it drops the federation runtime's code
        // for Node and manifests that the plugin's flags switch off, and sends about 10 % less than
        // esbuild's minifier did (docs/performance.md); it is slower to build.
        minimizer: ['...'],
        minimizeOptions: { javascript: { compress: { passes: 2 }, ecma: 2020 } },
        // The shell's shared libraries (React, the router, Redux Toolkit, i18next …) are all needed
        // on its first load: grouped in the four vendorFamilies chunks, not a dozen small ones
        // (each would compress worse), nor one large one (a single long compile).
        ...(production && !isRemote
          ? {
              splitChunks: {
                cacheGroups: {
                  sharedVendors: {
                    test: (module) => vendorDirs.some((dir) => module.resource?.startsWith(dir)),
                    name: vendorChunkName,
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        // Every text file also as .br and .gz, made once here; the service sends the one accepted.
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: COMPRESSIBLE,
                threshold: 1024,
              }),
              new CompressionPlugin({
                algorithm: 'gzip',
                filename: '[path][base].gz',
                test: COMPRESSIBLE,
                threshold: 1024,
              }),
            ]
          : []),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                // The page as it is (no template child compilation, which would also bundle the
                // shared modules a second time and leave their chunks in dist).
                templateContent: readFileSync(join(appDir, 'public/index.html'), 'utf8'),
                favicon: isRemote ? undefined : join(appDir, 'public/favicon.svg'),
                chunks: ['main'],
                scriptLoading: 'defer',
                hash: production,
                // The standalone page of a remote is served from '/' by its dev server.
                publicPath: '/',
              }),
              ...(production && !isRemote ? [new FirstLoadInHtml()] : []),
            ]
          : []),
        ...(isRemote && production ? [new PageChunksManifest()] : []),
        federationPlugin({ appDir, name, exposes, production }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy: [{ context: isProxied, target: serviceUrl, changeOrigin: false }],
      },
    };
  };
}
