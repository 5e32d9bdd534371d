// What `npm run bench` measures on the SQLite app only, after the calls of the table (run.ts): a
// customer's job posts that fan out to FAN_OUT companies (fan-out.ts), and the reads again while
// STREAMS logged-in pages hold GET /api/events open (streams.ts), in turns without and with them.
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { drive, logIn, type Figures, type Load, type Login } from './drive.js';
import { FAN_OUT, fanOutJob, lastJobId, waitForFanOut, type FanOutFigures } from './fan-out.js';
import { median } from './median.js';
import type { Read } from './reads.js';
import { makeSessions, openStreams } from './streams.js';

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

export interface FanOut {
  post: Figures;
  done: FanOutFigures;
}

/** `posts` job posts by the demo customer, ten per address (under the limit of 30 in 15 minutes). */
export async function measureFanOut(
  base: string,
  file: string,
  posts: number,
  connections: number,
): Promise<FanOut> {
  const customer = await logIn(base, demoEmails.user, DEMO_PASSWORD);
  const body = await fanOutJob(base);
  const from = lastJobId(file);
  const started = performance.now();
  let posted = 0;
  const headers = () => {
    const address = Math.floor(posted / 10);
    posted += 1;
    return { 'x-forwarded-for': `10.1.${address >> 8}.${address & 255}` };
  };
  const load: Load = { method: 'POST', path: '/api/opgaver', body, headers };
  const post = await drive(base, load, customer, { amount: posts, connections });
  const done = await waitForFanOut(file, from, started);
  console.log(
    `\nPOST /api/opgaver, ${FAN_OUT} matching Pro companies: ${fmt(post.rps)} req/s, p99 ${post.p99} ms, failed ${post.failed}/${post.total}`,
  );
  console.log(
    `  fan-out: ${done.jobs} jobs, ${done.alerts} alerts, ${done.notices} notices queued and rendered, all done ${done.seconds.toFixed(1)} s after the first post (${Math.round(done.notices / done.seconds)} notices/s)`,
  );
  return { post, done };
}

/**
 * The reads with and without `streams` logged-in pages holding the event stream open, in turns
 * (`rounds` times per read), so a busy moment of the shared machine does not fall on one side only.
 */
export async function measureStreams(
  base: string,
  file: string,
  reads: readonly Read[],
  logins: Record<Read['as'], Login>,
  run: { streams: number; rounds: number; seconds: number; connections: number },
): Promise<{ call: string; before: Figures; during: Figures }[]> {
  const cookies = makeSessions(file, run.streams);
  let fewest = run.streams;
  const results: { call: string; before: Figures; during: Figures }[] = [];
  for (const { call, load, as } of reads) {
    const who = logins[as];
    const without: Figures[] = [];
    const during: Figures[] = [];
    await drive(base, load, who, { seconds: 2, connections: run.connections });
    for (let round = 0; round < run.rounds; round += 1) {
      without.push(await drive(base, load, who, { seconds: run.seconds, connections: run.connections }));
      const streams = await openStreams(base, cookies);
      fewest = Math.min(fewest, streams.open);
      // Held open, not being opened: the burst of logins to the stream is not what is measured.
      await new Promise((wait) => setTimeout(wait, 1000));
      during.push(await drive(base, load, who, { seconds: run.seconds, connections: run.connections }));
      streams.close();
      // The service lets a stream go when its socket closes; give it a moment before the next round.
      await new Promise((wait) => setTimeout(wait, 300));
    }
    results.push({ call, before: median(without), during: median(during) });
  }
  console.log(`${fewest} of ${run.streams} event streams open in every round (at least)`);
  console.log(
    `\n${'read, app side'.padEnd(48)} ${'p99'.padStart(8)} ${'p99 +SSE'.padStart(8)} ${'change'.padStart(8)}`,
  );
  for (const { call, before, during } of results)
    console.log(
      `${call.padEnd(48)} ${fmt(before.p99, 1)} ${fmt(during.p99, 1)} ${`${(((during.p99 - before.p99) / before.p99) * 100).toFixed(0)} %`.padStart(8)}`,
    );
  return results;
}
