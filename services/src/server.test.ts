// Stopping the service: on SIGTERM it stops taking requests, lets the ones in flight finish, closes
// the database (its write-ahead log is folded back and removed) and exits 0.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from './test/service-process.js';
import { describe, expect, it } from 'vitest';

describe('the service process', () => {
  it('closes gracefully on SIGTERM: answers what is in flight, closes the database, exits 0', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'opgavetorvet-stop-')), 'db.sqlite');
    // The service logs each request as it arrives (one JSON line per event).
    const service = await startServiceProcess({
      env: { DATABASE_FILE: file, SEED_DEMO: '0', NODE_ENV: 'production', LOG_LEVEL: 'info' },
    });
    const { base, child, exited } = service;
    expect(existsSync(`${file}-wal`)).toBe(true);

    const inFlight = fetch(`${base}/api/categories`);
    // SIGTERM once the service has the request (a fixed pause lost the race on a busy machine:
    // a request that had not arrived yet was rightly refused with 503).
    const arrived = () =>
      /"msg":"incoming request"[^\n]*"url":"\/api\/categories"|"url":"\/api\/categories"[^\n]*"msg":"incoming request"/.test(
        service.log(),
      );
    for (let i = 0; i < 300 && !arrived(); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(arrived()).toBe(true);
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(existsSync(`${file}-wal`)).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
