// A remote's chunks.json (issue 13, light pages): the files of its exposed modules (chunks named
// `expose-…`) and of each page chunk named `page-…` after its route's path (the webpackChunkName
// comments of the remote's routes.tsx: /firma/opgaver → page-firma-opgaver). The service reads it
// to preload, with a page's HTML, the remote code that page will run, instead of the browser
// finding it out one file after another (remoteEntry.js, then './routes', then the page).
import webpack from 'webpack';

/** The chunk groups the manifest lists. */
const LISTED = /^(expose|page)-/;

/** The manifest of a build's named chunk groups (a Map of name → chunk group, as webpack keeps them). */
export function chunksManifest(namedChunkGroups) {
  const manifest = {};
  for (const [name, group] of namedChunkGroups) {
    if (!LISTED.test(name)) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    manifest[name] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
  }
  return manifest;
}

export class PageChunksManifest {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageChunksManifest',
          // After the real content hashes have renamed the files, before they are compressed.
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const manifest = chunksManifest(compilation.namedChunkGroups);
          compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
