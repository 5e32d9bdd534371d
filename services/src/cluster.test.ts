// `npm run start:cluster`: two service processes behind one port on one database. Each request
// comes on a new connection, which the cluster hands to the processes in turn; a login made
// through one is valid on the other, and SIGTERM stops both and the primary cleanly.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './test/free-port.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from './db/seed/accounts.js';

const here = fileURLToPath(new URL('.', import.meta.url));

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
    const port = await freePort();
    const file = join(mkdtempSync(join(tmpdir(), 'opgavetorvet-cluster-')), 'db.sqlite');
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', resolve(here, 'cluster.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_FILE: file,
          SERVICE_PROCESSES: '2',
          SEED_DEMO: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    const running = () => log.match(/Opgavetorvet is running/g)?.length ?? 0;
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    for (let i = 0; i < 600 && running() < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(running()).toBe(2);

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
