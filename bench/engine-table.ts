// The table of BENCH_DB=postgres: per call, the app's req/s and p99 on SQLite and on PostgreSQL
// with each number of service processes, and the failed requests of each (sqlite/pg×1/pg×2).
import type { Figures } from './drive.js';

const cell = (n: number, digits = 0) => n.toFixed(digits).padStart(9);
const head = (text: string) => text.padStart(9);

export function printEngineTable(
  rows: readonly { call: string; app: Figures; postgres: readonly Figures[] }[],
  names: readonly string[],
): void {
  const sides = ['sqlite', ...names];
  console.log(
    `\n${'call, app side, per engine'.padEnd(48)} ${sides.map((name) => `${head(`${name} r/s`)} ${head('p99')}`).join(' ')}  failed`,
  );
  for (const { call, app, postgres } of rows) {
    const figures = [app, ...postgres];
    console.log(
      `${call.padEnd(48)} ${figures.map((f) => `${cell(f.rps)} ${cell(f.p99, 1)}`).join(' ')}  ${figures.map((f) => f.failed).join('/')}`,
    );
  }
}
