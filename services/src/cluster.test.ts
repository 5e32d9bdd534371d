// `npm run start:cluster`: two service processes behind one port on one database. Each request
// comes on a new connection, which the cluster hands to the processes in turn; a login made
// through one is valid on the other, and SIGTERM stops both and the primary cleanly.
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceProcess } from './test/service-process.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from './db/seed/accounts.js';

type Reply = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One request on a connection of its own (no keep-alive), so the cluster may pick any process. */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Reply>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

describe('the service as a cluster of processes', () => {
  it('serves one port from two processes that share logins, and stops on SIGTERM', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'opgavetorvet-cluster-')), 'db.sqlite');
    const running = (log: string) => log.match(/Opgavetorvet is running/g)?.length ?? 0;
    const { port, child, exited } = await startServiceProcess({
      entry: 'cluster.ts',
      env: { DATABASE_FILE: file, SERVICE_PROCESSES: '2', SEED_DEMO: '1' },
      ready: (service) => running(service.log()) === 2,
    });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    const first = await send(port, 'GET', '/api/session', {});
    const sid = String(first.headers['set-cookie']).match(/sid=([^;]+)/)?.[1];
    const token = (JSON.parse(first.body) as { csrfToken: string }).csrfToken;
    const login = await send(
      port,
      'POST',
      '/bruger/modalformlogin',
      { cookie: `sid=${sid}`, 'x-csrf-token': token, 'content-type': 'application/json' },
      JSON.stringify({ email: demoEmails.user, password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie'] ?? `sid=${sid}`).match(/sid=[^;]+/)?.[0] ?? '';
    for (let i = 0; i < 6; i += 1) {
      const session = await send(port, 'GET', '/api/session', { cookie });
      expect(JSON.parse(session.body)).toMatchObject({ user: { email: demoEmails.user } });
    }

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
