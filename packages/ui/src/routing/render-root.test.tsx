// Rule (issue 13, light pages): a front end's first render is a transition, rendered in slices: React
// gives the browser its turn between components instead of mounting the whole page in one long task.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIntoRoot } from './render-root';

afterEach(() => document.getElementById('root')?.remove());

/** Keeps the thread busy for `ms` milliseconds. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A component that takes 8 ms to render, longer than one of React's slices (5 ms). */
function Slow({ log, n }: { log: string[]; n: number }) {
  busy(8);
  log.push(`render ${n}`);
  return <li>{n}</li>;
}

describe('renderIntoRoot', () => {
  it('lets timers run between the components of the first render (it is not one long task)', async () => {
    document.body.append(Object.assign(document.createElement('div'), { id: 'root' }));
    const log: string[] = [];
    const tick = setInterval(() => log.push('tick'), 0);
    renderIntoRoot(
      <ul>
        {Array.from({ length: 8 }, (_, n) => (
          <Slow key={n} log={log} n={n} />
        ))}
      </ul>,
    );
    expect(await screen.findByText('7')).toBeInTheDocument();
    clearInterval(tick);
    const first = log.indexOf('render 0');
    const last = log.lastIndexOf('render 7');
    expect(log.slice(first, last).filter((entry) => entry === 'tick').length).toBeGreaterThan(0);
  });
});
