// Rule (issue 13, light pages): a remote's build lists in chunks.json the files of its exposed
// modules and of each page chunk named after its path, scripts and stylesheets once each, so the
// service can preload them with the page; other chunk groups (lazy parts, maps) are left out.
// @vitest-environment node
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

type FakeGroups = Map<string, { chunks: { files: Set<string> }[] }>;

/** The build's own function (webpack/page-chunks.js, read by path as first-load-files.test.ts does). */
const { chunksManifest } = (await import(
  pathToFileURL(join(__dirname, '../../../webpack/page-chunks.js')).href
)) as { chunksManifest: (groups: FakeGroups) => Record<string, string[]> };

const group = (...chunks: string[][]) => ({ chunks: chunks.map((files) => ({ files: new Set(files) })) });

describe('chunksManifest', () => {
  it("lists the exposed modules' and the named pages' scripts and stylesheets", () => {
    const groups: FakeGroups = new Map([
      ['expose-routes', group(['expose-routes.1a2b3c4d.js', 'expose-routes.5e6f7a8b.css'])],
      [
        'page-firma-opgaver',
        group(['201.0a0b0c0d.js'], ['page-firma-opgaver.9f8e7d6c.js', 'page-firma-opgaver.9f8e7d6c.js.map']),
      ],
      ['page-firma-konto', group(['201.0a0b0c0d.js', 'page-firma-konto.11223344.js'], ['201.0a0b0c0d.js'])],
      ['calendar-parts', group(['calendar-parts.55667788.js'])],
    ]);
    expect(chunksManifest(groups)).toEqual({
      'expose-routes': ['expose-routes.1a2b3c4d.js', 'expose-routes.5e6f7a8b.css'],
      'page-firma-opgaver': ['201.0a0b0c0d.js', 'page-firma-opgaver.9f8e7d6c.js'],
      'page-firma-konto': ['201.0a0b0c0d.js', 'page-firma-konto.11223344.js'],
    });
  });
});
