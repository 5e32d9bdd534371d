// A throw-away PostgreSQL cluster for tests and CI (issue 11): installs nothing, uses the server
// binaries of the machine (/usr/lib/postgresql/<version>/bin, the newest; PG_BIN overrides).
//   node scripts/pg-cluster.mjs start [ENV_FILE]  initdb in a new temp dir, start on 127.0.0.1 at a
//       free port (trust auth, no fsync: nothing here is worth keeping) and print, or write to
//       ENV_FILE, the lines `DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres` and
//       `PG_CLUSTER_DIR=DIR` (shell-sourceable).
//   node scripts/pg-cluster.mjs stop DIR          stop that cluster and delete DIR.
//   node scripts/pg-cluster.mjs pause DIR         stop its server (fast shutdown), keeping DIR: an outage.
//   node scripts/pg-cluster.mjs resume DIR        start it again on the same port and settings.
// As root (CI containers) the server runs as the `postgres` user (runuser), which owns DIR.
import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './lib.mjs';

const isRoot = process.getuid?.() === 0;

/** The directory holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN)',
    );
  }
  return join(base, versions[0], 'bin');
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root needs a `postgres` user');
  return { uid, gid: id('-g') };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root; throws with its output on failure. */
function pg(bin, args) {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

/** Starts the server of the cluster in `dir` with the server options given, waiting until it answers. */
function startServer(dir, options) {
  pg(join(findPgBin(), 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
}

/** Starts a new cluster; resolves with its URL (database `postgres`, user `postgres`) and its directory. */
export async function startCluster() {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'opg-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  try {
    pg(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-locale',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    // A free port may be taken before the server binds it: then try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      try {
        startServer(dir, options);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Stops the cluster in `dir` (immediately: it is thrown away) and deletes the directory. */
export function stopCluster(dir) {
  const data = join(dir, 'data');
  if (existsSync(join(data, 'postmaster.pid')))
    pg(join(findPgBin(), 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}

/** Stops the server of the cluster in `dir` as an operator would (fast: sessions are ended), keeping its files. */
export function pauseCluster(dir) {
  pg(join(findPgBin(), 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

/** Starts the paused cluster in `dir` again with the options of its last start (postmaster.opts). */
export function resumeCluster(dir) {
  const data = join(dir, 'data');
  // `…/postgres "-D" "…" "-p" "5433" "-k" "…" "-c" "…"`: the arguments after the data directory.
  const args = [...readFileSync(join(data, 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g)].map(
    (m) => m[1],
  );
  startServer(dir, args.slice(args.indexOf('-D') + 2).join(' '));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, arg] = process.argv.slice(2);
  try {
    if (command === 'start') {
      const { url, dir } = await startCluster();
      const lines = `DATABASE_URL=${url}\nPG_CLUSTER_DIR=${dir}\n`;
      if (arg) writeFileSync(arg, lines);
      else process.stdout.write(lines);
    } else if (command === 'stop' && arg) {
      stopCluster(arg);
    } else if (command === 'pause' && arg) {
      pauseCluster(arg);
    } else if (command === 'resume' && arg) {
      resumeCluster(arg);
    } else {
      console.error(
        'usage: node scripts/pg-cluster.mjs start [ENV_FILE] | stop DIR | pause DIR | resume DIR',
      );
      process.exit(2);
    }
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
