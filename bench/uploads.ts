// What `npm run bench` measures of photos and files (issue 30) on the SQLite app, after the reads
// (run.ts): (a) a 4 MB phone photo (4032×3024 JPEG with EXIF orientation, made here with sharp)
// uploaded one at a time — the median time to the 201 reply, the app's CPU per upload and its peak
// resident memory (VmHWM, reset through /proc/<pid>/clear_refs first); (b) the reads with and
// without ten uploads in flight, in turns (closedLoop: each read's requests all answered before the
// next read starts), and whether each read's p99 at most doubles; (c) GET
// /filer/:key/800.webp against a bare @fastify/static server on the same files (static-server.ts).
// The uploads are a visitor's job photos, from ten sessions behind TRUST_PROXY, each address taking
// at most PER_ADDRESS of the day's quota (FILE_UPLOADS_PER_DAY is counted per visitor's address).
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { drive, type Figures, type Load, type Login } from './drive.js';
import { median } from './median.js';
import { cpuTimeMs, settle } from './process-cpu.js';
import type { Read } from './reads.js';
import { printTable, type Row } from './tables.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Uploads in flight at once in (b). */
const PARALLEL = 10;
/** Uploads sent from one address, well under the day's quota of one. */
const PER_ADDRESS = 50;
/** (b)'s target: a read's p99 with the uploads at most this times its p99 without. */
const P99_RATIO_TARGET = 2;

export interface UploadFigures {
  photo: { bytes: number; width: number; height: number; orientation: number };
  single: {
    uploads: number;
    failed: number;
    medianMs: number;
    minMs: number;
    maxMs: number;
    cpuMsPerUpload: number | null;
    rssBeforeMb: number | null;
    peakRssMb: number | null;
  };
  parallel: {
    uploads: number;
    failed: number;
    perSecond: number;
    peakRssMb: number | null;
    /** ratio: p99 with the uploads over p99 without; null when a round had no answer at all. */
    reads: { call: string; before: Figures; during: Figures; ratio: number | null; met: boolean }[];
  };
  serve: Row;
}

/** Gaussian grain of `sigma` around mid-grey, w × h pixels of 3 channels, raw. */
const grain = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer();

/**
 * A phone's photo: 4032×3024, held sideways (EXIF orientation 6), some 4 MB at quality 90. Coarse
 * grain (blotches of 16 pixels, the picture's shapes) with fine grain over it (the sensor's): pure
 * fine grain would vanish in the smaller sizes, pure coarse grain make them far larger than a real
 * photo's (its 1600-wide WebP some 450 kB here, against 1.4 MB).
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height, coarse] = [4032, 3024, 16];
  const pixels = await sharp(await grain(width / coarse, height / coarse, 30), {
    raw: { width: width / coarse, height: height / coarse, channels: 3 },
  })
    .resize(width, height)
    .raw()
    .toBuffer();
  const fine = await grain(width, height, 10);
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + fine[i]! - 128));
  return await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Bench', Model: 'Telefon' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The photo as one multipart body with one part named `file`, made once. */
function multipart(photo: Buffer): { payload: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_4032.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const joined = Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  // A plain ArrayBuffer's view, as fetch's body types want it.
  const payload = new Uint8Array(new ArrayBuffer(joined.length));
  payload.set(joined);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A visitor's session: the cookie and CSRF token GET /api/session gives. */
async function visitor(base: string): Promise<Login> {
  const response = await fetch(`${base}/api/session`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const sid = response.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!sid) throw new Error('bench: GET /api/session set no session cookie');
  return { cookie: `sid=${sid}`, csrf: csrfToken };
}

/** A kilobyte field of /proc/<pid>/status in MB, or null. */
function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Resets the process's peak resident memory to its present one (Linux 4.0+); false when not allowed. */
function resetPeak(pid: number | undefined): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One request of a load on a kept-alive connection, its answer read to the end: whether it was a 2xx. */
function once(base: string, load: Load, who: Login, agent: Agent): Promise<boolean> {
  const body = typeof load.body === 'function' ? load.body() : load.body;
  return new Promise((done) => {
    const req = request(
      `${base}${load.path}`,
      {
        method: load.method,
        agent,
        headers: {
          cookie: who.cookie,
          'x-csrf-token': who.csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
        res.on('error', () => done(false));
      },
    );
    req.on('error', () => done(false));
    req.end(body);
  });
}

/**
 * A read driven for `seconds` over `connections` loops of one request at a time (node:http, kept
 * alive: a client nearly as light as autocannon), but each loop's last request is waited for: under
 * the uploads a slow read's requests take seconds, and autocannon's, let go of at its end, would
 * still be run by the app during the next read and fall on it.
 */
async function closedLoop(
  base: string,
  load: Load,
  who: Login,
  run: { seconds: number; connections: number },
): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: run.connections });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + run.seconds * 1000;
  await Promise.all(
    Array.from({ length: run.connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const ok = await once(base, load, who, agent);
        latencies.push(performance.now() - sent);
        if (!ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return {
    rps: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    total: sorted.length,
    failed,
    cpuUs: null,
  };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

export async function measureUploads(
  app: { base: string; pid: number | undefined },
  filesDir: string,
  reads: readonly Read[],
  logins: Record<Read['as'], Login>,
  run: { uploads: number; rounds: number; seconds: number; connections: number },
): Promise<UploadFigures> {
  // Files of an earlier run belong to a database that is gone.
  rmSync(filesDir, { recursive: true, force: true });
  const photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  const body = multipart(photo);
  let sent = 0;
  const upload = async (who: Login): Promise<{ ms: number; key: string | null }> => {
    const block = Math.floor(sent / PER_ADDRESS);
    sent += 1;
    const started = performance.now();
    const response = await fetch(`${app.base}/api/filer?purpose=job`, {
      method: 'POST',
      headers: {
        cookie: who.cookie,
        'x-csrf-token': who.csrf,
        'content-type': body.contentType,
        'x-forwarded-for': `10.30.${block >> 8}.${block & 255}`,
      },
      body: body.payload,
    });
    const reply = (await response.json()) as { key?: string; message?: string };
    const ms = performance.now() - started;
    if (response.status !== 201) console.log(`upload refused: ${response.status} ${reply.message ?? ''}`);
    return { ms, key: response.status === 201 ? (reply.key ?? null) : null };
  };

  // (a) One at a time, after one that starts sharp in the process.
  const owner = await visitor(app.base);
  await upload(owner);
  await settle(app.pid);
  const peakReset = resetPeak(app.pid);
  const rssBefore = statusMb(app.pid, 'VmRSS');
  const cpuBefore = cpuTimeMs(app.pid);
  const single: { ms: number; key: string | null }[] = [];
  for (let n = 0; n < run.uploads; n += 1) single.push(await upload(owner));
  const cpuAfter = cpuTimeMs(app.pid);
  const times = single.map((s) => s.ms);
  const singleFigures: UploadFigures['single'] = {
    uploads: single.length,
    failed: single.filter((s) => s.key === null).length,
    medianMs: middle(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    cpuMsPerUpload: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / single.length,
    rssBeforeMb: rssBefore,
    peakRssMb: peakReset ? statusMb(app.pid, 'VmHWM') : null,
  };
  const key = single.find((s) => s.key !== null)?.key;
  if (!key) throw new Error('bench: no upload was stored');

  // (b) The reads without and with PARALLEL uploads in flight, the two taking turns each round.
  const uploaders = await Promise.all(Array.from({ length: PARALLEL }, () => visitor(app.base)));
  for (const { load, as } of reads)
    await closedLoop(app.base, load, logins[as], { seconds: 1, connections: run.connections });
  const without = new Map(reads.map((r) => [r.call, [] as Figures[]]));
  const during = new Map(reads.map((r) => [r.call, [] as Figures[]]));
  const parallel = { uploads: 0, failed: 0, ms: 0 };
  const parallelReset = resetPeak(app.pid);
  const readAll = async (into: Map<string, Figures[]>) => {
    for (const { call, load, as } of reads)
      into.get(call)!.push(await closedLoop(app.base, load, logins[as], run));
  };
  const withUploads = async () => {
    let going = true;
    const started = performance.now();
    const loops = uploaders.map(async (who) => {
      while (going) {
        const { key: stored } = await upload(who);
        parallel.uploads += 1;
        if (stored === null) parallel.failed += 1;
      }
    });
    // The uploads under way before the reads start, not their first bytes on the wire.
    await pause(500);
    await readAll(during);
    going = false;
    await Promise.all(loops);
    parallel.ms += performance.now() - started;
    await settle(app.pid);
  };
  for (let round = 0; round < run.rounds; round += 1)
    if (round % 2 === 0) {
      await readAll(without);
      await withUploads();
    } else {
      await withUploads();
      await readAll(without);
    }
  const peakParallel = parallelReset ? statusMb(app.pid, 'VmHWM') : null;
  const readFigures = reads.map(({ call }) => {
    const before = median(without.get(call)!);
    const under = median(during.get(call)!);
    // A round without one answer (its requests all still waiting when it ended) has no p99: missed.
    const answered = [...without.get(call)!, ...during.get(call)!].every((f) => f.total > 0);
    const ratio = answered ? under.p99 / Math.max(before.p99, 1) : null;
    return { call, before, during: under, ratio, met: ratio !== null && ratio <= P99_RATIO_TARGET };
  });

  // (c) One stored image from the app (its session, row and access check) and from @fastify/static.
  const serve = await measureServe(app, filesDir, key, owner, run);
  rmSync(filesDir, { recursive: true, force: true });

  const figures: UploadFigures = {
    photo: {
      bytes: photo.length,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      orientation: meta.orientation ?? 1,
    },
    single: singleFigures,
    parallel: {
      uploads: parallel.uploads,
      failed: parallel.failed,
      perSecond: parallel.ms > 0 ? (parallel.uploads * 1000) / parallel.ms : 0,
      peakRssMb: peakParallel,
      reads: readFigures,
    },
    serve,
  };
  printUploads(figures);
  return figures;
}

/** Forks static-server.ts on the files folder; its base address and process. */
function startStaticServer(filesDir: string) {
  const child = fork(resolve(here, 'static-server.ts'), [filesDir], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ base: string; pid: number | undefined; stop: () => void }>((done, fail) => {
    child.once('message', (message) =>
      done({
        base: `http://127.0.0.1:${(message as { port: number }).port}`,
        pid: child.pid,
        stop: () => child.disconnect(),
      }),
    );
    child.once('exit', (code) => fail(new Error(`static server exited with ${code}`)));
  });
}

async function measureServe(
  app: { base: string; pid: number | undefined },
  filesDir: string,
  key: string,
  owner: Login,
  run: { rounds: number; seconds: number; connections: number },
): Promise<Row> {
  const bare = await startStaticServer(filesDir);
  try {
    const sides = [
      {
        base: app.base,
        pid: app.pid,
        who: owner,
        load: { method: 'GET', path: `/filer/${key}/800.webp` } as Load,
      },
      {
        base: bare.base,
        pid: bare.pid,
        who: null,
        load: { method: 'GET', path: `/${key.slice(0, 2)}/${key}/800.webp` } as Load,
      },
    ];
    // Both answer the same bytes, or the comparison means nothing.
    const [fromApp, fromBare] = await Promise.all(
      sides.map(async (s) => {
        const response = await fetch(`${s.base}${s.load.path}`, {
          headers: s.who ? { cookie: s.who.cookie } : {},
        });
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      }),
    );
    if (fromApp!.status !== 200 || fromBare!.status !== 200 || fromApp!.bytes !== fromBare!.bytes)
      throw new Error(
        `bench: 800.webp from app ${JSON.stringify(fromApp)}, from static ${JSON.stringify(fromBare)}`,
      );
    const rounds = sides.map(() => [] as Figures[]);
    for (const s of sides) await drive(s.base, s.load, s.who, { seconds: 1, connections: run.connections });
    for (let round = 0; round < run.rounds; round += 1)
      for (const [n, s] of sides.entries())
        rounds[n]!.push(
          await drive(s.base, s.load, s.who, {
            seconds: run.seconds,
            connections: run.connections,
            pid: s.pid,
          }),
        );
    return {
      call: `GET /filer/:key/800.webp (${Math.round(fromApp!.bytes / 1024)} kB)`,
      kind: 'read',
      engines: [{ engine: 'sqlite', app: median(rounds[0]!), bare: median(rounds[1]!) }],
    };
  } finally {
    bare.stop();
  }
}

const mb = (n: number | null) => (n === null ? '—' : `${n.toFixed(0)} MB`);
const fmt = (n: number, digits = 0, width = 8) => n.toFixed(digits).padStart(width);

function printUploads({ photo, single, parallel, serve }: UploadFigures): void {
  console.log(
    `\nPOST /api/filer?purpose=job, a ${photo.width}×${photo.height} JPEG of ${(photo.bytes / 1024 / 1024).toFixed(1)} MB (EXIF orientation ${photo.orientation}):`,
  );
  console.log(
    `  one at a time: median ${single.medianMs.toFixed(0)} ms (${single.minMs.toFixed(0)}–${single.maxMs.toFixed(0)}) of ${single.uploads}, app CPU ${single.cpuMsPerUpload?.toFixed(0) ?? '—'} ms per upload, RSS ${mb(single.rssBeforeMb)} before, peak ${mb(single.peakRssMb)}, failed ${single.failed}`,
  );
  console.log(
    `  ${PARALLEL} in parallel: ${parallel.uploads} uploads while the reads ran (${parallel.perSecond.toFixed(1)}/s), failed ${parallel.failed}, peak RSS ${mb(parallel.peakRssMb)}`,
  );
  console.log(
    `\n${'read, app side'.padEnd(48)} ${'p99'.padStart(8)} ${'p99 +up'.padStart(8)} ${'×'.padStart(6)}  target ≤ ${P99_RATIO_TARGET}×`,
  );
  for (const { call, before, during, ratio, met } of parallel.reads)
    console.log(
      `${call.padEnd(48)} ${fmt(before.p99, 1)} ${fmt(during.p99, 1)} ${ratio === null ? '—'.padStart(6) : fmt(ratio, 2, 6)}  ${met ? 'met' : ratio === null ? 'missed (a round had no answer)' : 'missed'}`,
    );
  console.log('\nserving a stored image: app against @fastify/static on the same file (the bare columns)');
  printTable([serve]);
  const [{ app, bare }] = serve.engines as [Row['engines'][number]];
  if (bare)
    console.log(`req/s app/static ${(app.rps / bare.rps).toFixed(2)}, p99 ${app.p99} against ${bare.p99} ms`);
}
