// Rule (issue 13, light pages): the shell's HTML page names the chunks its first load needs — the
// bootstrap import's own chunks and the shared libraries' chunks they consume — so the browser
// fetches them with main.js; a page's lazy chunks are not among them.
// @vitest-environment node
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface FakeGroup {
  origins: { request?: string }[];
  chunks: { files: Set<string> }[];
  getChildren: () => FakeGroup[];
}

function group(request: string | undefined, files: string[], children: FakeGroup[] = []): FakeGroup {
  return { origins: [{ request }], chunks: [{ files: new Set(files) }], getChildren: () => children };
}

/** The build's own function (webpack.shared.js at the root, read by path as trimmed-shares.test.ts does). */
const { firstLoadFiles } = (await import(
  pathToFileURL(join(__dirname, '../../../webpack.shared.js')).href
)) as { firstLoadFiles: (entrypoint: FakeGroup) => string[] };

describe('firstLoadFiles', () => {
  it("lists the bootstrap chunk and its shared libraries' chunks, not lazy pages", () => {
    const homePage = group('../features/home/components/home-page', ['398.js']);
    const react = group(undefined, ['vendors.js']);
    const ui = group(undefined, ['vendors.js', '15.js'], [group(undefined, ['vendors.js'])]);
    const bootstrap = group('./bootstrap', ['703.css', '703.js'], [react, ui, homePage]);
    const provided = group(undefined, ['vendors.js']);
    const entrypoint = group('./src/index.ts', ['main.js'], [bootstrap, provided]);
    expect(firstLoadFiles(entrypoint).sort()).toEqual(['15.js', '703.css', '703.js', 'vendors.js']);
  });
});
