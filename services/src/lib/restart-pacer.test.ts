// Rule: the cluster replaces a process that ended after a pause that grows with restarts in a row
// (0.5 s, 1 s, 2 s … at most 30 s) and starts short again once a process had run a minute.
import { describe, expect, it } from 'vitest';
import { restartPacer, STEADY_MS } from './restart-pacer.js';

describe('the pause before a service process is replaced', () => {
  it('grows with each restart in a row and stops at 30 s', () => {
    let clock = 0;
    const pacer = restartPacer(() => clock);
    const pauses: number[] = [];
    for (let id = 1; id <= 9; id += 1) {
      pacer.started(id);
      clock += 100;
      pauses.push(pacer.ended(id));
    }
    expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('is short again after a process that ran a while', () => {
    let clock = 0;
    const pacer = restartPacer(() => clock);
    for (let id = 1; id <= 8; id += 1) {
      pacer.started(id);
      clock += 100;
      pacer.ended(id);
    }
    pacer.started(9);
    clock += STEADY_MS;
    expect(pacer.ended(9)).toBe(500);
    pacer.started(10);
    clock += 100;
    expect(pacer.ended(10)).toBe(1000);
  });
});
