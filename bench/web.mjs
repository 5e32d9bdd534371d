// `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on a slow 4G line, simulated)
// in Debian's Chromium on the four pages of issue 13 — the home page and each portal's landing
// page, logged in as its demo user — and the two photo pages of issue 30 (a job with ten photos, a
// profile with a gallery: web-photos.mjs), against the production build served by the built service.
// Prints each page's JavaScript as sent (counted in a plain Chromium load, as `npm test`'s budget
// does), LCP, TBT, CLS and the performance and accessibility scores, the median of WEB_BENCH_RUNS
// runs (5) by performance score. Not part of `npm test`: its figures depend on the machine.
// The figures are also written to data/web-bench-results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { buildFrontEnds, buildService, root } from '../scripts/lib.mjs';
import {
  chromiumFlags,
  chromiumPath,
  kib,
  scriptsSent,
  sessionCookie,
  startBuiltService,
  webPages,
} from '../scripts/web-pages.mjs';
import { seedPhotoPages } from './web-photos.mjs';

const runs = Number(process.env.WEB_BENCH_RUNS ?? 5);
/** Only the pages with these names (e.g. WEB_BENCH_PAGES=job-photos,gallery); all by default. */
const only = process.env.WEB_BENCH_PAGES?.split(',') ?? null;

/** One Lighthouse run of a page in a fresh Chromium, the session cookie sent with every request. */
async function lighthouseRun(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
    );
    const { audits, categories } = result.lhr;
    // A run Lighthouse could not finish (its trace lacked a paint, the page did not settle) has
    // errors instead of figures; the caller runs it again.
    const missing = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
      (id) => typeof audits[id]?.numericValue !== 'number',
    );
    if (result.lhr.runtimeError || missing.length > 0 || categories.performance.score === null)
      throw new Error(
        `Lighthouse gave no figures for ${url}: ${result.lhr.runtimeError?.message ?? `${missing.join(', ')} missing`}`,
      );
    const failedA11y = categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failedA11y,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** A run, tried again (up to twice) when Lighthouse gave no figures; the failures are printed. */
async function withRetries(path, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(`${service.baseURL}${path}`, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

await ensureChromium();
await buildFrontEnds();
await buildService();
const service = await startBuiltService();
const results = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const photoPages = await seedPhotoPages(
    service.baseURL,
    await sessionCookie(service.baseURL, 'bruger@demo.dk'),
    await sessionCookie(service.baseURL, 'firma@demo.dk'),
  );
  for (const page of [...webPages, ...photoPages].filter((p) => !only || only.includes(p.name))) {
    const cookie = page.email ? await sessionCookie(service.baseURL, page.email) : null;
    const { bytes, files } = await scriptsSent(browser, service.baseURL, page, cookie);
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await withRetries(page.path, cookie));
    all.sort((a, b) => a.performance - b.performance);
    const median = all[Math.floor(all.length / 2)];
    results.push({
      page: page.path,
      jsBytes: bytes,
      jsFiles: files.length,
      ...median,
      performanceRuns: all.map((r) => r.performance),
    });
  }
  await browser.close();
} finally {
  service.stop();
}

console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${chromiumPath}; median of ${runs} runs\n`,
);
console.log('| page | JS as sent | LCP | TBT | CLS | performance | accessibility |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| \`${r.page}\` | ${kib(r.jsBytes)} (${r.jsFiles} files) | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} |`,
  );
}
// Lighthouse slows the CPU 4× on top of this machine's own speed: a busy machine (other builds and
// tests on the same cores) gives longer tasks, so a worse TBT and LCP.
console.log(
  `Lighthouse's CPU benchmark index per page: ${results.map((r) => r.benchmarkIndex).join(', ')}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (const r of results) {
  if (r.lcpElement) console.log(`LCP element of ${r.page}: ${r.lcpElement}`);
  if (r.failedA11y.length > 0)
    console.log(`Accessibility audits failed on ${r.page}: ${r.failedA11y.join(', ')}`);
}
mkdirSync(join(root, 'data'), { recursive: true });
writeFileSync(
  join(root, 'data/web-bench-results.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
