// runCluster (GATEWAY_WORKERS=N): N processes serve one port, a crashed worker is replaced, and SIGTERM drains.
import { type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnTs, stopProcess } from '../support/processes';

let primary: ChildProcess | null = null;
afterEach(async () => {
  if (primary) await stopProcess(primary);
  primary = null;
});

/** One request on a new connection (no keep-alive), so the primary hands each one to the next worker. */
function pidOf(port: number, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, agent: false, timeout: 3000 }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve(Number(body)));
    });
    // A connection handed to a worker at the moment it died is never answered: give up on it and ask again.
    req.on('timeout', () => req.destroy(new Error('no answer')));
    req.on('error', reject);
  });
}

async function pidsServing(port: number, requests: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i += 1) pids.add(await pidOf(port));
  return pids;
}

async function waitForWorkers(port: number, count: number, deadlineMs = 20_000): Promise<Set<number>> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    try {
      const pids = await pidsServing(port, count * 4);
      if (pids.size === count) return pids;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${count} workers did not serve port ${port} within ${deadlineMs} ms`);
}

describe('runCluster', () => {
  it('serves one port from N processes, replaces a crashed worker and drains on SIGTERM', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    primary = spawnTs(['test/gateway/fixtures/cluster-worker.ts'], {
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      WORKERS: '2',
    });
    const exited = new Promise<number | null>((r) => primary!.once('exit', (code) => r(code)));

    // A short, bounded run of requests is answered by both workers.
    const pids = await waitForWorkers(port, 2);
    expect(pids.has(primary.pid!)).toBe(false);

    // The primary's METRICS_PORT sums the workers: ten more requests, ten more counted, whichever worker served.
    const counted = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return Number(
        /learnify_graphql_requests_total\{operation="ClusterFixture",outcome="ok"\} (\d+)/.exec(text)?.[1],
      );
    };
    const before = await counted();
    expect((await pidsServing(port, 10)).size).toBe(2);
    expect(await counted()).toBe(before + 10);

    // A worker crashes: the primary starts another and the port keeps being served by two.
    const [crashed] = [...pids];
    process.kill(crashed!, 'SIGKILL');
    const after = await waitForWorkers(port, 2);
    expect(after.has(crashed!)).toBe(false);

    // SIGTERM on the primary: a request in flight still gets its answer, then everything exits 0.
    // SIGTERM once a worker has the request (it counted it), however long the machine took to get there.
    const seen = await counted();
    const inFlight = pidOf(port, '/slow');
    while ((await counted()) === seen) await new Promise((r) => setTimeout(r, 10));
    primary.kill('SIGTERM');
    expect(after.has(await inFlight)).toBe(true);
    expect(await exited).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
