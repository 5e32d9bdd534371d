// The stylesheets a page's first paint needs, carried in the page itself (issue 13, light pages):
// the shell's own, and with a portal's first screen (remote-first-screens.ts) the remote's. As links
// each was a request the first paint waited for, on a connection of its own (0.15-0.3 s on
// Lighthouse's phone line). Each becomes a `<style data-href="<file>">`, the mark by which the
// front end's stylesheet loader (mini-css-extract) knows it is on the page and does not load it
// again. The files are named by their content, so each is read once; a file that cannot be read,
// or whose text could end the style element, stays a link.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CarriedStyle {
  /** The stylesheet's URL (/<file>.css of the shell, /remotes/<dir>/<file>.css of a remote). */
  href: string;
  /** Its text, or null when it is to stay a link. */
  css: string | null;
}

const SHELL_STYLESHEET = /^\/([\w.-]+\.css)$/;
const REMOTE_STYLESHEET = /^\/remotes\/(mfe-[a-z]+)\/([\w.-]+\.css)$/;

/** The file of a stylesheet this service serves from a build, or null. */
function fileOf(staticRoot: string, href: string): string | null {
  const shell = SHELL_STYLESHEET.exec(href);
  if (shell) return join(staticRoot, 'shell', 'dist', shell[1] ?? '');
  const remote = REMOTE_STYLESHEET.exec(href);
  return remote ? join(staticRoot, remote[1] ?? '', 'dist', remote[2] ?? '') : null;
}
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

/** The stylesheets among `urls`, each with its text when it can be carried. */
export async function carriedStyles(staticRoot: string, urls: string[]): Promise<CarriedStyle[]> {
  return Promise.all(
    urls.flatMap((href) => {
      if (!href.endsWith('.css')) return [];
      const file = fileOf(staticRoot, href);
      return [file ? cssOf(file).then((css) => ({ href, css })) : Promise.resolve({ href, css: null })];
    }),
  );
}

/** The name the stylesheet loader looks for: the file name, as its chunk map writes it. */
export function styleMark(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1);
}
