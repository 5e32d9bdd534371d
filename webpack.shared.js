// One way to build every federated front end (the shell and the three remotes): the shared
// singletons, the loaders, the output, the HTML page, Module Federation and the dev server.
// ESM, because the root package.json says "type": "module" and webpack-cli 6 loads ESM configs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** Packages that must exist once in the page: two Reacts, routers or stores would break hooks/context. */
/** The files worth compressing at build time. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

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
 */
export function createSharedConfig(dependencies = readDependencies(process.cwd())) {
  const requiredVersionOf = (name) => {
    const range = dependencies[name];
    if (!range) throw new Error(`${name} must be listed in the app's package.json dependencies to be shared`);
    return range;
  };
  const shared = {};
  for (const name of singletons) shared[name] = { singleton: true, requiredVersion: requiredVersionOf(name) };
  for (const [subpath, pkg] of Object.entries(singletonSubpaths)) {
    shared[subpath] = { singleton: true, requiredVersion: requiredVersionOf(pkg) };
  }
  return shared;
}

function isProxied(pathname, request) {
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  return !isPage && mixedPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A whole webpack config for one federated app.
 * @param {{ appDir: string, name: string, port: number, exposes?: Record<string, string>, serviceUrl?: string }} app
 *   name: the federation name (mfe_bruger …, or shell); exposes: only remotes have it.
 */
export function createFederatedConfig({
  appDir,
  name,
  port,
  exposes,
  serviceUrl = process.env.SERVICE_URL ?? 'http://localhost:3000',
}) {
  const isRemote = Boolean(exposes);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
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
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      optimization: {
        // No `format`: esbuild-loader would otherwise wrap each file in an IIFE, hiding the
        // `var mfe_*` container that remoteEntry.js must leave on the page.
        minimizer: [new EsbuildPlugin({ target: 'es2020', css: true, format: undefined })],
      },
      performance: { hints: false },
      plugins: [
        // Every text file also as .br and .gz, made once here; the service sends the one accepted.
        ...(production
          ? [
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
        new HtmlWebpackPlugin({
          template: join(appDir, 'public/index.html'),
          favicon: isRemote ? undefined : join(appDir, 'public/favicon.svg'),
          chunks: ['main'],
          scriptLoading: 'defer',
          hash: production,
          // The standalone page of a remote is served from '/' by its dev server.
          publicPath: isRemote && production ? 'auto' : '/',
        }),
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          // The shell registers the remotes at run time from /remotes.json.
          remotes: {},
          shared: createSharedConfig(readDependencies(appDir)),
          // Load a remote's entry only when it is needed, so one dead remote cannot stop the others.
          shareStrategy: 'loaded-first',
          // Remotes are typed by RemoteRoutesModule in @opgavetorvet/ui, not by generated types.
          dts: false,
          manifest: false,
          dev: false,
        }),
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
