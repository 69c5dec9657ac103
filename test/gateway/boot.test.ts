// gateway/src/index.ts as a real process: fail-fast env validation, the embedded REST double when
// UPSTREAM_URL is unset, and a graceful SIGTERM that lets an in-flight request finish and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble } from '../upstream/index';

const root = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];

function boot(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /"msg":"Learnify gateway listening[^\n]*"port":(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
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
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('gateway process', () => {
  it('refuses to start with a bad environment, listing every bad variable', async () => {
    const p = boot({ PORT: 'abc', UPSTREAM_TIMEOUT_MS: '0', NODE_ENV: 'production' });
    expect(await p.exited).toBe(1);
    for (const name of ['PORT', 'UPSTREAM_TIMEOUT_MS', 'SESSION_SECRET', 'UPSTREAM_URL'])
      expect(p.errors()).toContain(name);
  }, 20_000);

  it('starts the embedded REST double when UPSTREAM_URL is unset', async () => {
    const p = boot({ PORT: '0', UPSTREAM_PORT: '0' });
    const port = await p.listening;
    expect(p.output()).toMatch(
      /No UPSTREAM_URL: using the embedded REST double at http:\/\/127\.0\.0\.1:\d+\/api\//,
    );
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ grades { label } }' }),
    });
    expect(((await res.json()) as { data: { grades: unknown[] } }).data.grades).toHaveLength(5);
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
  }, 20_000);

  it('on SIGTERM finishes the in-flight request, stops accepting and exits 0', async () => {
    const double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
    try {
      double.faults.add({ path: '/api/grades/', delayMs: 800 });
      const p = boot({ PORT: '0', UPSTREAM_URL: double.url, LOG_LEVEL: 'info' });
      const port = await p.listening;
      const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ grades { id } }' }),
      });
      await new Promise((r) => setTimeout(r, 200));
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
  }, 20_000);
});
