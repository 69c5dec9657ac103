import type { ChildProcess } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ROOT, spawnTs, stopProcess, waitForUrl } from '../../support/processes';
import { startUpstreamDouble, type Fidelity, type UpstreamDouble } from '@learnify/upstream-double';
import { CHILDREN, logLeaks } from './log-check';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    doubleOrigin: string;
    /** The file the gateway's log (stdout, level debug) goes to for the whole run (test/e2e/log.e2e.ts reads it). */
    gatewayLog: string;
  }
}

/** Bearer token of the e2e gateway's `/metrics`. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';

let double: UpstreamDouble | undefined;
let gateway: ChildProcess | undefined;
let webCopy: string | undefined;
let logDir: string | undefined;
let logFd: number | undefined;

const WEB_DIST = join(ROOT, 'web/dist');

const WEB_DIST_SSR = join(ROOT, 'web/dist-ssr');

/**
 * The gateway serves a private copy of the built client: a `vite build` started meanwhile (another run, a
 * developer) empties web/dist, and lazy route chunks would then vanish mid-run. The server-render build goes
 * beside it (`dist-ssr`, where the gateway looks), inside the repo so that its imports of React and Apollo Client
 * resolve to the repo's node_modules.
 */
function copyWebDist(): string {
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(join(WEB_DIST_SSR, 'entry-server.js')))
    throw new Error('web/dist or web/dist-ssr is missing: run `npm run build:web` first');
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.tmp', 'e2e-web-'));
  cpSync(WEB_DIST, join(dir, 'dist'), { recursive: true });
  cpSync(WEB_DIST_SSR, join(dir, 'dist-ssr'), { recursive: true });
  return dir;
}

/** LEARNIFY_TEST_FIDELITY ('corrected' when unset); the double itself never reads the environment. */
function e2eFidelity(): Fidelity {
  const raw = process.env.LEARNIFY_TEST_FIDELITY?.trim() || 'corrected';
  if (raw !== 'corrected' && raw !== 'recorded')
    throw new Error(`LEARNIFY_TEST_FIDELITY must be "corrected" or "recorded", not "${raw}"`);
  return raw;
}

export async function setup(project: TestProject) {
  webCopy = copyWebDist();
  // `npm run test:e2e:recorded`: the flows against the double reproducing the recorded API's defects.
  double = await startUpstreamDouble({ seed: 'demo', fidelity: e2eFidelity() });
  logDir = mkdtempSync(join(tmpdir(), 'learnify-e2e-log-'));
  const gatewayLog = join(logDir, 'gateway.log');
  logFd = openSync(gatewayLog, 'a');
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  // The gateway runs as its own process, exactly as `npm start` runs it, against the double over real HTTP.
  gateway = spawnTs(
    ['gateway/src/index.ts'],
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: double.url,
      WEB_DIST_DIR: join(webCopy, 'dist'),
      PUBLIC_CACHE_TTL_MS: '0',
      // Pages are rendered whatever the shared machine's load (the deadline has its own gateway tests).
      RENDER_DEADLINE_MS: '10000',
      // The whole suite signs in from one IP within minutes; the login throttle is covered by gateway tests.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_USERNAME: '100000',
      // Everything the gateway can write: the suite's end checks no line holds a credential or a child's name.
      LOG_LEVEL: 'debug',
      // The metrics e2e test reads /metrics after driving the app (test/e2e/metrics.e2e.ts).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    ['ignore', logFd, 'inherit'],
  );
  await waitForUrl(`${gatewayUrl}/healthz`, gateway);
  project.provide('gatewayUrl', gatewayUrl);
  project.provide('doubleOrigin', double.origin);
  project.provide('gatewayLog', gatewayLog);
}

export async function teardown() {
  if (gateway) await stopProcess(gateway);
  // The whole run's log, read once the gateway has written its last line: the run fails on a leak.
  let leaks: string[] = [];
  if (logFd !== undefined && logDir) {
    closeSync(logFd);
    const names = double ? CHILDREN.map((u) => double!.admin.findUser(u)?.full_name ?? u) : [];
    leaks = logLeaks(readFileSync(join(logDir, 'gateway.log'), 'utf8'), { names });
    rmSync(logDir, { recursive: true, force: true });
  }
  await double?.close();
  if (webCopy) rmSync(webCopy, { recursive: true, force: true });
  if (leaks.length) throw new Error(`the gateway's log of the e2e run holds secrets:\n${leaks.join('\n')}`);
}
