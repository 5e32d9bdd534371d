// CPU time a server has used so far: the process and every process it started (a service cluster's
// workers), all their threads, user and system, read from /proc. The server's own cost per request,
// which the machine's other load (the load generator on the same two cores, other jobs) moves far
// less than it moves requests per second.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime and the parent of a process, or null when it is gone (or /proc is not there). */
function statOf(pid: number): { ticks: number; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in brackets: the parent is the 4th
    // of the whole line, utime and stime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU the process and its descendants have used, or null where /proc is not there. */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const own = statOf(pid);
  if (own === null) return null;
  const stats = new Map<number, { ticks: number; parent: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const tree = new Set([pid]);
  let ticks = own.ticks;
  // Parents before children is not /proc's order: go over the list until no process joins the tree.
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, stat] of stats)
      if (!tree.has(child) && tree.has(stat.parent)) {
        tree.add(child);
        ticks += stat.ticks;
        grew = true;
      }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Waits until the server is idle: less than `busyMs` of CPU in each of two `everyMs` spells (at most
 * `maxMs`). After a write's warm-up the app still renders its notices, and under tsx its render
 * thread's start (a few seconds of CPU compiling the sources) would otherwise land in a measured round.
 */
export async function settle(
  pid: number | undefined,
  everyMs = 250,
  busyMs = 25,
  maxMs = 15_000,
): Promise<void> {
  let last = cpuTimeMs(pid);
  if (last === null) return;
  let quiet = 0;
  for (let waited = 0; waited < maxMs && quiet < 2; waited += everyMs) {
    await new Promise((done) => setTimeout(done, everyMs));
    const now = cpuTimeMs(pid);
    if (now === null) return;
    quiet = now - last < busyMs ? quiet + 1 : 0;
    last = now;
  }
}

/** CPU milliseconds of each thread of a process by thread id, with its name (/proc/<pid>/task). */
export function threadCpuMs(pid: number | undefined): Map<number, { name: string; ms: number }> {
  const threads = new Map<number, { name: string; ms: number }>();
  if (pid === undefined) return threads;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(Number(tid), {
          name,
          ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
        });
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  return threads;
}
