// The gateway as a real process: fail-fast env validation, `npm start`'s launcher (build when stale, compiled
// gateway on plain node, the REST double as its own process when UPSTREAM_URL is unset), and a graceful SIGTERM
// that lets an in-flight request finish and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble } from '@learnify/upstream-double';
import { endGroup, ownGroup } from '../support/processes';

const root = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];

/** Runs the gateway from its sources (tsx), or a given script (`npm start`'s launcher) with plain node. */
function boot(env: Record<string, string>, args = ['--import', 'tsx', 'gateway/src/index.ts']) {
  // Its own process group: `npm start`'s launcher starts the gateway and the double as its children, killed with it.
  const child = ownGroup(
    spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      // The log is JSON lines (pino): the listening line carries the port, wherever in the object.
      const line = out.split('\n').find((l) => l.includes('"msg":"Learnify gateway listening'));
      if (line) {
        clearInterval(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening: ${err}`));
    });
  });
  listening.catch(() => undefined); // awaited only by tests that expect it to listen
  return { child, exited, listening, output: () => out, errors: () => err };
}

afterEach(() => {
  for (const c of children.splice(0)) endGroup(c);
});

describe('gateway process', () => {
  it('refuses to start with a bad environment, listing every bad variable', async () => {
    const p = boot({ PORT: 'abc', UPSTREAM_TIMEOUT_MS: '0', NODE_ENV: 'production' });
    expect(await p.exited).toBe(1);
    for (const name of ['PORT', 'UPSTREAM_TIMEOUT_MS', 'SESSION_SECRET', 'UPSTREAM_URL', 'REDIS_URL'])
      expect(p.errors()).toContain(name);
  });

  it('in production refuses to start without REDIS_URL, and starts with the documented ALLOW_MEMORY_STORE=true', async () => {
    const production = {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'b'.repeat(40),
      UPSTREAM_URL: 'http://127.0.0.1:9/api/',
      WEB_DIST_DIR: '/nonexistent/learnify-web',
    };
    const refused = boot(production);
    expect(await refused.exited).toBe(1);
    expect(refused.errors()).toMatch(/REDIS_URL: required in production/);
    const allowed = boot({ ...production, ALLOW_MEMORY_STORE: 'true' });
    expect(await allowed.listening).toBeGreaterThan(0);
    expect(allowed.output()).toMatch(/ALLOW_MEMORY_STORE=true: state is kept in process memory/);
    allowed.child.kill('SIGTERM');
    expect(await allowed.exited).toBe(0);
  });

  it('run on its own, refuses to start without UPSTREAM_URL (it never imports the REST double)', async () => {
    const p = boot({ PORT: '0' });
    expect(await p.exited).toBe(1);
    expect(p.errors()).toMatch(/UPSTREAM_URL is not set/);
  });

  it('`npm start` builds what is stale, runs the compiled gateway with plain node and the REST double beside it', async () => {
    const p = boot({ PORT: '0', UPSTREAM_PORT: '0', WEB_DIST_DIR: '/nonexistent/learnify-web' }, [
      'gateway/bin/start.mjs',
    ]);
    const port = await p.listening;
    expect(p.output()).toMatch(
      /No UPSTREAM_URL: using the repo's REST double at http:\/\/127\.0\.0\.1:\d+\/api\//,
    );
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ grades { label } }' }),
    });
    expect(((await res.json()) as { data: { grades: unknown[] } }).data.grades).toHaveLength(5);
    const doubleUrl = /REST double at (\S+) /.exec(p.output())![1]!;
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
    // The double went with it.
    await expect(fetch(`${doubleUrl}grades/`)).rejects.toThrow();
  }, 120_000);

  it('on SIGTERM finishes the in-flight request, stops accepting and exits 0', async () => {
    const double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
    try {
      double.faults.add({ path: '/api/grades/', delayMs: 1500 });
      const p = boot({ PORT: '0', UPSTREAM_URL: double.url, LOG_LEVEL: 'info' });
      const port = await p.listening;
      const gradesAsked = () => double.requests.filter((r) => r.path.startsWith('/api/grades/')).length;
      const before = gradesAsked();
      const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ grades { id } }' }),
      });
      // SIGTERM once the request is in flight (the double has it), however long the machine took to get there.
      while (gradesAsked() === before) await new Promise((r) => setTimeout(r, 10));
      p.child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { grades: unknown[] } }).data.grades).toHaveLength(5);
      expect(await p.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      expect(p.output()).toContain('"msg":"stopped"');
    } finally {
      await double.close();
    }
  });
});
