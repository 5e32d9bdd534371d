// One way to build every federated front end (the shell and the three remotes): the shared
// singletons, the loaders, the output, the HTML page, Module Federation and the dev server.
// ESM, because the root package.json says "type": "module" and webpack-cli 6 loads ESM configs.
// The parts live in webpack/: the shared libraries, federation, the first load, the dev proxy.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { PageChunksManifest } from './webpack/page-chunks.js';
import { isProxied } from './webpack/dev-proxy.js';
import { federationPlugin, shortFederationErrorTexts } from './webpack/federation.js';
import { FirstLoadInHtml } from './webpack/first-load.js';
import {
  repoRoot,
  sharedVendorDirs,
  trimmedShares,
  vendorChunkName,
  wholePackageAliases,
} from './webpack/shared-libraries.js';

export { createSharedConfig, readDependencies } from './webpack/shared-libraries.js';
export { firstLoadFiles } from './webpack/first-load.js';

/** The files worth compressing at build time. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

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
        // Six hex digits of content hash: each chunk's hash is in the remote's runtime, which the
        // budget holds at 25 KiB (issue 13); 16 million values per chunk name is plenty.
        chunkFilename: production ? '[name].[contenthash:6].js' : '[name].js',
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
                // By id: a CSS chunk's name is not needed (chunks.json names the JS chunks), and a second
                // map of names would cost the remote's runtime (remoteEntry.js) bytes for every page.
                chunkFilename: '[id].[contenthash:6].css',
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
        // The host's federation runtime with short error texts (issue 13's 25 KiB runtime budget).
        ...(production && !isRemote ? [shortFederationErrorTexts()] : []),
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
