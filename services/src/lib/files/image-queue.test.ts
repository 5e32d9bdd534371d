// One image at a time: a task starts only when the one before it ended, a failed task does not
// hold up the next, and more than MAX_WAITING waiting are refused with 503.
import { describe, expect, it } from 'vitest';
import { MAX_WAITING, oneImageAtATime } from './image-queue.js';

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('oneImageAtATime', () => {
  it('runs the tasks one after another, in order', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`start ${name}`);
      await later();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([oneImageAtATime(task('a')), oneImageAtATime(task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('goes on after a task that failed', async () => {
    const failed = oneImageAtATime(async () => {
      await later();
      throw new Error('cannot decode');
    });
    const next = oneImageAtATime(async () => 'next');
    await expect(failed).rejects.toThrow('cannot decode');
    await expect(next).resolves.toBe('next');
  });

  it(`refuses a task when ${MAX_WAITING} wait already, and takes new ones once they are done`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waiting = Array.from({ length: MAX_WAITING }, () => oneImageAtATime(() => gate));
    await expect(oneImageAtATime(async () => 'one too many')).rejects.toMatchObject({
      statusCode: 503,
      key: 'errors:::file_busy',
    });
    release();
    await Promise.all(waiting);
    await expect(oneImageAtATime(async () => 'room again')).resolves.toBe('room again');
  });
});
