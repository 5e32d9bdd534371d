// The shell's first load: which files main.js fetches at once, put in the HTML page as preloads and
// stylesheets (issue 13).
import HtmlWebpackPlugin from 'html-webpack-plugin';

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
export class FirstLoadInHtml {
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
