// The remote stylesheets a page's picture of its first screen is drawn with (landing-screens/),
// carried in the page itself (issue 13, light pages): as links they were two more requests the
// first paint waited for, each on a connection of its own (about 0.3 s on Lighthouse's phone line).
// Each becomes a `<style data-href="<file>">`, the mark by which the remote's own stylesheet loader
// (mini-css-extract) knows it is on the page and does not load it again. The files are named by
// their content, so each is read once; a file that cannot be read, or whose text could end the
// style element, stays a link.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RemoteStyle {
  /** The stylesheet's URL (/remotes/<dir>/<file>.css). */
  href: string;
  /** Its text, or null when it is to stay a link. */
  css: string | null;
}

const LOCAL_STYLESHEET = /^\/remotes\/(mfe-[a-z]+)\/([\w.-]+\.css)$/;
const read = new Map<string, Promise<string | null>>();
const READ_MAX = 200;

function cssOf(path: string): Promise<string | null> {
  let text = read.get(path);
  if (text === undefined) {
    if (read.size >= READ_MAX) read.clear();
    text = readFile(path, 'utf8').then(
      (css) => (/<\/style/i.test(css) ? null : css),
      () => null,
    );
    read.set(path, text);
  }
  return text;
}

/** The stylesheets among `urls` (remote-chunks.ts), each with its text when it can be carried. */
export async function remoteStyles(staticRoot: string, urls: string[]): Promise<RemoteStyle[]> {
  return Promise.all(
    urls.flatMap((href) => {
      const match = LOCAL_STYLESHEET.exec(href);
      if (!match) return [];
      const [, dir = '', file = ''] = match;
      return [cssOf(join(staticRoot, dir, 'dist', file)).then((css) => ({ href, css }))];
    }),
  );
}

/** The name the remote's loader looks for: the file name, as its chunk map writes it. */
export function styleMark(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}
