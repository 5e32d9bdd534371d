// The front ends' size budget (issue 13), checked by `npm test` on the production build: each
// portal's first load at most 170 KiB of JavaScript as sent, of which the federation runtime (the
// shell's main.js and the remote's remoteEntry.js) at most 25 KiB. The pages are opened in
// Chromium on the built service, so what is counted is what the browser was sent (brotli).
import { chromium } from '@playwright/test';
import {
  chromiumFlags,
  chromiumPath,
  kib,
  scriptsSent,
  sessionCookie,
  startBuiltService,
  webPages,
} from './web-pages.mjs';

export const budget = { firstLoad: 170 * 1024, runtime: 25 * 1024 };

const isRuntime = (path) => path === '/main.js' || path.endsWith('/remoteEntry.js');

const service = await startBuiltService();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const failures = [];
try {
  console.log('\nJavaScript of each first load, as sent (budget: 170 KiB, runtime 25 KiB)');
  for (const page of webPages) {
    const cookie = page.email ? await sessionCookie(service.baseURL, page.email) : null;
    const { files, bytes } = await scriptsSent(browser, service.baseURL, page, cookie);
    const runtime = files.filter((file) => isRuntime(file.path)).reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `  ${page.path.padEnd(22)} ${kib(bytes).padStart(10)} in ${files.length} files, runtime ${kib(runtime)}`,
    );
    if (bytes > budget.firstLoad) {
      const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
      failures.push(
        `${page.path} loads ${kib(bytes)} of JavaScript, over the budget of ${kib(budget.firstLoad)}; ` +
          `largest: ${largest.map((file) => `${file.path} ${kib(file.bytes)}`).join(', ')}`,
      );
    }
    if (runtime > budget.runtime) {
      failures.push(
        `${page.path}: the federation runtime is ${kib(runtime)}, over the budget of ${kib(budget.runtime)}`,
      );
    }
  }
} finally {
  await browser.close();
  service.stop();
}
if (failures.length > 0) {
  console.error(
    `\n✖ Front-end size budget broken (docs/performance.md, "Light pages"):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('✔ within the budget');
