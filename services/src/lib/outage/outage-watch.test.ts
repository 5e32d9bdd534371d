// Rule: a background loop logs an outage of what it depends on once when it begins and once when it
// ends, not once per try, and waits longer after each failed try (doubling, capped).
import { describe, expect, it } from 'vitest';
import { outageWatch } from './outage-watch.js';

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      warn: (_: object, message: string) => lines.push(message),
      info: (_: object, m: string) => lines.push(m),
    },
  };
}

describe('an outage as a background loop sees it', () => {
  it('is logged once at its start and once at its end, whatever the number of failed tries', () => {
    let clock = 0;
    const { lines, log } = recorder();
    const watch = outageWatch('database', log, { now: () => clock });
    for (let i = 0; i < 10; i += 1) watch.failed(new Error('ECONNREFUSED'));
    expect(watch.down).toBe(true);
    clock = 61_000;
    watch.succeeded();
    watch.succeeded();
    expect(lines).toEqual([
      'database unavailable; retrying until it is back',
      'database available again after 61 s',
    ]);
    expect(watch.down).toBe(false);
  });

  it('waits longer after each failure in a row, never more than the cap, and short again after a success', () => {
    const watch = outageWatch('relay', recorder().log, { firstWaitMs: 250, maxWaitMs: 3000 });
    const waits = Array.from({ length: 7 }, () => watch.failed(new Error('x')));
    expect(waits).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    watch.succeeded();
    expect(watch.failed(new Error('x'))).toBe(250);
  });
});
