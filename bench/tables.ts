// The bench's table: per call and engine (sqlite, pg×1, pg×2), the app's req/s, p50, p99 and CPU µs
// per request beside the bare baseline's on the same engine, the ratio of their CPU, and which of
// the issue's targets the row meets; then whether two PostgreSQL processes did at least what one did.
import type { Figures } from './drive.js';

export interface Row {
  call: string;
  kind: 'read' | 'write';
  /** Per engine: the app's figures and the bare baseline's. */
  engines: { engine: string; app: Figures; bare: Figures | null }[];
}

/** Targets (issue 29): CPU per request at most 1.6× bare's; a read's p99 under 20 ms. */
export const CPU_RATIO_TARGET = 1.6;
export const READ_P99_TARGET_MS = 20;

const cell = (n: number | null, digits = 0, width = 8) =>
  (n === null ? '—' : n.toFixed(digits)).padStart(width);

/** The targets a row misses, in words ('' when it meets them all). */
export function missed(kind: Row['kind'], app: Figures, bare: Figures | null): string {
  const misses: string[] = [];
  const ratio = app.cpuUs !== null && bare?.cpuUs ? app.cpuUs / bare.cpuUs : null;
  if (ratio !== null && ratio > CPU_RATIO_TARGET) misses.push(`cpu ${ratio.toFixed(2)}×`);
  if (kind === 'read' && app.p99 >= READ_P99_TARGET_MS) misses.push(`p99 ${app.p99} ms`);
  return misses.join(', ');
}

export function printTable(rows: readonly Row[]): void {
  console.log(
    `\n${'call'.padEnd(44)} ${'engine'.padEnd(6)} ${'app r/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'app µs'.padStart(8)} ${'bare r/s'.padStart(8)} ${'p99'.padStart(6)} ${'bare µs'.padStart(8)} ${'µs ×'.padStart(6)}  failed  targets`,
  );
  for (const { call, kind, engines } of rows)
    for (const { engine, app, bare } of engines) {
      const ratio = app.cpuUs !== null && bare?.cpuUs ? app.cpuUs / bare.cpuUs : null;
      const misses = missed(kind, app, bare);
      console.log(
        `${call.padEnd(44)} ${engine.padEnd(6)} ${cell(app.rps)} ${cell(app.p50, 0, 6)} ${cell(app.p99, 0, 6)} ${cell(app.cpuUs)} ${cell(bare?.rps ?? null)} ${cell(bare?.p99 ?? null, 0, 6)} ${cell(bare?.cpuUs ?? null)} ${cell(ratio, 2, 6)}  ${`${app.failed}/${bare?.failed ?? 0}`.padStart(6)}  ${misses || 'met'}`,
      );
    }
  const slower = rows.flatMap(({ call, engines }) => {
    const one = engines.find((e) => e.engine === 'pg×1');
    const two = engines.find((e) => e.engine === 'pg×2');
    return one && two && two.app.rps < one.app.rps
      ? [`${call} (${two.app.rps.toFixed(0)} < ${one.app.rps.toFixed(0)} r/s)`]
      : [];
  });
  if (rows.some((r) => r.engines.some((e) => e.engine === 'pg×2')))
    console.log(
      slower.length === 0
        ? '\nPostgreSQL: two processes did at least what one did on every call'
        : `\nPostgreSQL: two processes slower than one on ${slower.join('; ')}`,
    );
}
