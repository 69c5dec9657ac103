import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startUpstreamDouble, type UpstreamDouble } from '../../upstream/index';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    doubleOrigin: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, deadlineMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`gateway exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gateway did not become healthy at ${url}`);
}

let double: UpstreamDouble | undefined;
let gateway: ChildProcess | undefined;
let webCopy: string | undefined;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB_DIST = join(ROOT, 'web/dist');

/**
 * The gateway serves a private copy of the built client: a `vite build` started meanwhile (another run, a
 * developer) empties web/dist, and lazy route chunks would then vanish mid-run.
 */
function copyWebDist(): string {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build:web` first');
  const dir = mkdtempSync(join(tmpdir(), 'learnify-e2e-web-'));
  cpSync(WEB_DIST, dir, { recursive: true });
  return dir;
}

export async function setup(project: TestProject) {
  webCopy = copyWebDist();
  double = await startUpstreamDouble({ seed: 'demo' });
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  // The gateway runs as its own process, exactly as `npm start` runs it, against the double over real HTTP.
  gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: double.url,
      WEB_DIST_DIR: webCopy,
      PUBLIC_CACHE_TTL_MS: '0',
      // The whole suite signs in from one IP within minutes; the login throttle is covered by gateway tests.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_USERNAME: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealthy(gatewayUrl, gateway);
  project.provide('gatewayUrl', gatewayUrl);
  project.provide('doubleOrigin', double.origin);
}

export async function teardown() {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((r) => gateway?.once('exit', r));
    gateway.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (gateway.exitCode === null) gateway.kill('SIGKILL');
  }
  await double?.close();
  if (webCopy) rmSync(webCopy, { recursive: true, force: true });
}
