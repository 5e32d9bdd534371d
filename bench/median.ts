// The figures of several rounds of one call on one side, as the bench reports them: the median
// round's req/s, p50, p99 and CPU per request (each taken on its own), and the requests and failures
// of all rounds together.
import type { Figures } from './drive.js';

export function median(figures: readonly Figures[]): Figures {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const cpu = figures.flatMap((f) => (f.cpuUs === null ? [] : [f.cpuUs]));
  return {
    rps: middle(figures.map((f) => f.rps)),
    p50: middle(figures.map((f) => f.p50)),
    p99: middle(figures.map((f) => f.p99)),
    total: figures.reduce((sum, f) => sum + f.total, 0),
    failed: figures.reduce((sum, f) => sum + f.failed, 0),
    cpuUs: cpu.length > 0 ? middle(cpu) : null,
  };
}
