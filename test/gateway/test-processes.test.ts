// The test helpers' servers never outlive the test process (test/support/processes.ts): each leads a process group,
// killed whole when it is stopped and when the test process exits or is signalled. A server left running keeps
// vitest waiting after its summary, and holds ports and CPU on a shared machine.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import { spawnTs, stopProcess } from '../support/processes';

const started: ChildProcess[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) await stopProcess(child);
});

/** Running, or stopped: not gone, and not a zombie waiting to be reaped (killed already). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Starts the fixture; resolves with it and the pid of the server it started. */
async function parent(mode: 'exit' | 'signal' | 'orphan') {
  const child = spawnTs(['test/gateway/fixtures/process-parent.ts'], { MODE: mode }, [
    'ignore',
    'pipe',
    'inherit',
  ]);
  started.push(child);
  let out = '';
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', () => !out.includes('\n') && reject(new Error('fixture exited without a pid')));
  });
  return { child, pid };
}

/** Waits (up to 30 s: a busy machine) until `pid` is gone; true when it is. */
async function gone(pid: number): Promise<boolean> {
  return vi
    .waitUntil(() => !alive(pid), { timeout: 30_000, interval: 50 })
    .then(
      () => true,
      () => false,
    );
}

it('a server started by a test process that exits without stopping it is killed with it', async () => {
  const { pid } = await parent('exit');
  expect(await gone(pid)).toBe(true);
});

it('a server started by a test process that is told to stop (SIGTERM, SIGINT) is killed with it', async () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const { child, pid } = await parent('signal');
    expect(alive(pid)).toBe(true);
    child.kill(signal);
    expect(await gone(pid)).toBe(true);
  }
});

it('stopping a process stops what it started in its group too', async () => {
  const { child, pid } = await parent('orphan');
  await stopProcess(child);
  expect(await gone(pid)).toBe(true);
});
