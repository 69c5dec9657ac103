// A process and every descendant (an `npm start`: npm, its shell, the supervisor and its workers), read from /proc
// at each call, so a worker started or replaced between two samples is counted. Linux only; elsewhere the process
// alone (or nothing).
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from './cpu';

/** Parent of every live process, from /proc/<pid>/stat (field 4). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return children;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // exited while listing
    }
  }
  return children;
}

/** `pid` and its descendants now. */
export function treePids(pid: number): number[] {
  const children = parents();
  const all: number[] = [];
  const visit = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return all;
}

/** CPU ms (user + system) used so far by each process of the tree, by pid. */
export function treeCpu(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of treePids(pid)) {
    const used = cpuMs(p);
    if (used !== null) out.set(p, used);
  }
  return out;
}

/**
 * CPU ms the tree used between two samples: every process's growth, a process new since `before` counted from
 * zero (a worker that started meanwhile), one gone since counted up to `before` only.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** Resident memory of one process, MB (0 when gone). */
export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A process's memory from /proc/<pid>/smaps_rollup, MB: resident (rss), its proportional share (pss: a page shared
 * by n processes — node's own code, mapped by npm, the supervisor and the worker — counts 1/n in each, so the pss of
 * a tree adds up to what it holds) and the anonymous part (heap, malloc's arenas: what the process itself made).
 */
export function memoryOf(pid: number): { rss: number; pss: number; anonymous: number } {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
    return { rss: field('Rss'), pss: field('Pss'), anonymous: field('Anonymous') };
  } catch {
    return { rss: 0, pss: 0, anonymous: 0 };
  }
}

/** Resident memory of the whole tree, MB. */
export const treeRssMb = (pid: number) => treePids(pid).reduce((sum, p) => sum + rssMb(p), 0);

/** The command line of a process (for telling the supervisor from its worker in a report). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/**
 * Stops a started tree by its pids: SIGTERM to its first process that is neither npm nor a shell (the supervisor,
 * which drains its workers; npm does not always pass a signal on through its shell), then SIGKILL to whatever of
 * the tree is left after `graceMs`. Every process exits on its own way out, so CPU profiles get written.
 */
export async function stopTree(pid: number | undefined, graceMs = 15_000): Promise<void> {
  if (pid === undefined) return;
  const pids = treePids(pid).filter((p) => cpuMs(p) !== null);
  const signal = (p: number, s: NodeJS.Signals) => {
    try {
      process.kill(p, s);
    } catch {
      // gone already
    }
  };
  const leader = pids.find((p) => !/(^|\/)(npm|sh)( |$)|npm-cli/.test(commandOf(p))) ?? pid;
  signal(leader, 'SIGTERM');
  const alive = () => pids.filter((p) => cpuMs(p) !== null && !isZombie(p));
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && alive().length > 0) await new Promise((r) => setTimeout(r, 100));
  for (const p of alive()) signal(p, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const p of alive()) signal(p, 'SIGKILL');
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}
