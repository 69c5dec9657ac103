// The fuzz suites' harness (test/gateway/fuzz-*.test.ts): a real NODE_ENV=production gateway, started as its own
// process exactly as in production (under the supervisor, one worker), against the REST double on loopback, and the
// properties every answer must keep. Requests are written byte for byte on a connection of their own, so nothing in
// a client library tidies a hostile one up first.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { freePort, retryOnTakenPort, spawnTs, stopProcess, waitForUrl } from '../support/processes';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';

/**
 * Cases per property. CI runs the default (the whole fuzz suite stays well under a minute on two cores);
 * `FUZZ_RUNS=2000 npx vitest run test/gateway/fuzz-` runs more. `FUZZ_SEED` replays a reported failure.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 17_2026);
/** fast-check's settings for every property: seeded, bounded, and a failure shrunk to its smallest form. */
export const fuzzOptions = (runs = FUZZ_RUNS) => ({ numRuns: runs, seed: FUZZ_SEED, endOnFailure: false });
/** The time a whole property may take: each case is a few requests on loopback. */
export const fuzzTimeout = (runs = FUZZ_RUNS) => 60_000 + runs * 1_500;

/**
 * Every `extensions.code` a client may see (docs/api.md): an answer with any other code, or none, is unstable.
 * INTERNAL_SERVER_ERROR is deliberately absent: a hostile input must never reach a bug.
 */
export const STABLE_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
  'RATE_LIMITED',
  'SUBSCRIPTION_EXPIRED',
  'STANDING_UNKNOWN',
  'SERVICE_UNAVAILABLE',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_REQUIRED',
  // Apollo's: `operationName` names no operation of the document.
  'OPERATION_RESOLUTION_FAILURE',
]);

export interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
}

type UntimedAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, unknown>; text: string }
  | { kind: 'no-answer'; error: string };

export type RawAnswer = UntimedAnswer & {
  /** Wall time from sending to the whole answer (or to the failure). */
  ms: number;
};

/**
 * Every answer within this wall time, whatever the input: no input makes the worker hang on to a request (its
 * upstream time-out is 2 s). What an input costs is bounded in CPU time (`CASE_CPU_BOUND_S`), which a busy machine
 * does not stretch.
 */
export const REQUEST_TIME_BOUND_MS = 10_000;

/**
 * The time-out of a hook that starts a production gateway: longer than its start deadline (`waitForUrl`, 60 s),
 * which a starved two-core machine can need most of, so a slow start fails with the gateway's own message rather
 * than vitest's.
 */
export const PRODUCTION_START_MS = 120_000;

/**
 * The longest event-loop stall after which the fuzzed gateway's `/healthz` fails (production's default is 1 s):
 * under CPU starvation a worker's loop stalls for seconds without anything being wrong with it, and a case that
 * truly blocks the worker is caught by its CPU bound (`CASE_CPU_BOUND_S`) instead.
 */
const FUZZ_MAX_STALL_MS = 60_000;

/**
 * The worker's CPU for one case, everything it sent and the health checks after it: a document or body that costs
 * seconds of CPU (and would block every other request of the worker) fails it. Measured: 6 ms typical, 70 ms at
 * the 99th percentile, 370 ms at most (a first request warming up).
 */
export const CASE_CPU_BOUND_S = 2;

/** Inherited and built-in member names, used in every key and path the generators make. */
export const INHERITED_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
] as const;

/** The double's password for every demo account: generated guesses are never this. */
export const REAL_PASSWORD = 'learnify123';

export interface ProductionGateway {
  url: string;
  port: number;
  metricsPort: number;
  double: UpstreamDouble;
  /** Where the gateway's temp files (upload spool) go: must be empty after every case. */
  spoolDir: string;
  env: Record<string, string>;
  send(req: RawRequest): Promise<RawAnswer>;
  /**
   * Writes `bytes` as they are on a new connection (header bytes no HTTP client would send: CR, LF, NUL, 8-bit)
   * and reads the answer until the server closes it.
   */
  sendBytes(bytes: Buffer): Promise<RawAnswer>;
  /**
   * CPU seconds the gateway's workers have used so far (their `process_cpu_seconds_total`, summed by the
   * supervisor): what a request cost, measured the same on a quiet or a busy machine.
   */
  cpuSeconds(): Promise<number>;
  /**
   * Asserts the process is up, `/healthz` answers, a plain query is answered, no worker was replaced, no temp file
   * was left, and the worker spent less than `CASE_CPU_BOUND_S` of CPU since the last check (or since it started).
   */
  expectHealthy(): Promise<void>;
  close(): Promise<void>;
}

/** Limits of the fuzzed gateway: small enough to be reached within a run, one window for the whole run. */
export const FUZZ_LIMITS = {
  RATE_LIMIT_LOGIN_PER_USERNAME: '3',
  // Every case comes from 127.0.0.1: the address ceiling would hide the per-(username, address) limit.
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_USERNAME_SLOWDOWN: '0',
  RATE_LIMIT_WINDOW_MS: '3600000',
};

export function startProductionGateway(overrides: Record<string, string> = {}): Promise<ProductionGateway> {
  return retryOnTakenPort(() => startOnce(overrides));
}

async function startOnce(overrides: Record<string, string>): Promise<ProductionGateway> {
  const double = await startUpstreamDouble({ seed: 'minimal' });
  const [port, metricsPort] = [await freePort(), await freePort()];
  const spoolDir = mkdtempSync(join(tmpdir(), 'learnify-fuzz-spool-'));
  const env = {
    NODE_ENV: 'production',
    // One process, its state in memory by choice (production refuses that otherwise).
    ALLOW_MEMORY_STORE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    UPSTREAM_URL: double.url,
    UPSTREAM_TIMEOUT_MS: '2000',
    SESSION_SECRET: 'fuzz-session-secret-0123456789abcdefghij',
    WEB_DIST_DIR: '/nonexistent/learnify-web',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_TTL_MS: '0',
    HEALTH_MAX_STALL_MS: String(FUZZ_MAX_STALL_MS),
    // os.tmpdir() of the gateway: the upload spool's parent, watched for leftovers.
    TMPDIR: spoolDir,
    ...FUZZ_LIMITS,
    ...overrides,
  };
  const child: ChildProcess = spawnTs(['gateway/src/index.ts'], env, ['ignore', 'ignore', 'pipe']);
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  // A gateway that does not come up says why (its log goes to stderr), and leaves nothing behind.
  await waitForUrl(`${url}/healthz`, child).catch(async (err: Error) => {
    await stopProcess(child);
    await double.close();
    rmSync(spoolDir, { recursive: true, force: true });
    throw new Error(`${err.message}\n${stderr.slice(-4000)}`);
  });

  const timed =
    <T extends unknown[]>(fn: (...args: T) => Promise<UntimedAnswer>) =>
    async (...args: T): Promise<RawAnswer> => {
      const started = Date.now();
      const answer = await fn(...args);
      return { ...answer, ms: Date.now() - started };
    };

  /**
   * One request's bytes on a connection of its own, the answer read until the gateway closes it. A write that fails
   * because the gateway answered early and closed (a 413 before the body was all sent) does not hide an answer that
   * arrived whole: it is read, as curl and browsers read it. A cut or missing answer is still none.
   */
  const exchange = (bytes: Buffer): Promise<UntimedAnswer> =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let failure: string | undefined;
      socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', (err) => (failure ??= err.message));
      socket.on('close', () => {
        const answer = parseAnswer(Buffer.concat(chunks).toString('latin1'));
        resolve(answer ?? { kind: 'no-answer', error: failure ?? 'no whole HTTP answer' });
      });
      // Not end(): a client that half-closes before the answer may see the connection dropped.
      socket.write(bytes);
    });

  const send = timed((req: RawRequest): Promise<UntimedAnswer> => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string | string[]> = {
      host: `127.0.0.1:${port}`,
      connection: 'close',
      ...(body ? { 'content-length': String(body.length) } : {}),
    };
    for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
    const lines = Object.entries(headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}\r\n`),
    );
    const head = Buffer.from(
      `${req.method ?? 'POST'} ${req.path ?? '/graphql'} HTTP/1.1\r\n${lines.join('')}\r\n`,
      'latin1',
    );
    return exchange(body ? Buffer.concat([head, body]) : head);
  });

  const sendBytes = timed(exchange);

  const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const restarts = async () =>
    [...(await metrics()).matchAll(/^learnify_gateway_worker_restarts_total\{[^}]*\} (\d+)$/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  const cpuSeconds = async () => {
    const value = /^process_cpu_seconds_total(?:\{[^}]*\})? ([\d.e+-]+)$/m.exec(await metrics())?.[1];
    if (value === undefined) throw new Error('the gateway reports no process_cpu_seconds_total');
    return Number(value);
  };

  let cpuAtLastCheck = await cpuSeconds();
  return {
    url,
    port,
    metricsPort,
    double,
    spoolDir,
    env,
    send,
    sendBytes,
    cpuSeconds,
    async expectHealthy() {
      expect(child.exitCode, `the gateway exited; stderr:\n${stderr}`).toBeNull();
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      // Other requests still work: nothing a case sent poisoned what the next request uses.
      const other = await send({
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(other.kind === 'answer' ? other.text : other.error, 'a plain query after the case').toBe(
        '{"data":{"__typename":"Query"}}\n',
      );
      expect(await restarts(), `a worker died and was replaced; stderr:\n${stderr}`).toBe(0);
      const cpu = await cpuSeconds();
      expect(cpu - cpuAtLastCheck, 'CPU seconds the worker spent on the case').toBeLessThan(CASE_CPU_BOUND_S);
      cpuAtLastCheck = cpu;
      // The spool removes its files before the answer is sent; a moment's grace for the file system.
      // (tsx keeps its compile cache there too: only the spool's own folders count.)
      const spooled = () => readdirSync(spoolDir).filter((name) => name.startsWith('learnify-upload-'));
      let left = spooled();
      for (let i = 0; i < 20 && left.length > 0; i += 1) {
        await new Promise((r) => setTimeout(r, 25));
        left = spooled();
      }
      expect(left, 'upload spool files left on disk').toEqual([]);
    },
    async close() {
      await stopProcess(child);
      await double.close();
      rmSync(spoolDir, { recursive: true, force: true });
    },
  };
}

/** A whole HTTP answer from the bytes a connection received, or null when it was cut or is not one. */
function parseAnswer(raw: string): UntimedAnswer | null {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  const split = raw.indexOf('\r\n\r\n');
  if (!status || split < 0) return null;
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.slice(split + 4);
  const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
  const length = headers['content-length'];
  if (chunked ? !rest.endsWith('0\r\n\r\n') : length !== undefined && rest.length < Number(length))
    return null;
  // A chunked answer: the JSON is the concatenation of its chunks.
  const text = Buffer.from(chunked ? unchunk(rest) : rest, 'latin1').toString('utf8');
  return { kind: 'answer', status: Number(status[1]), headers, text };
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

interface GraphqlBody {
  data?: unknown;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/**
 * The answer property: a 200, or a 4xx whose JSON names a stable code; never a 5xx (but a retryable 503
 * `STANDING_UNKNOWN`), never an empty reply, never INTERNAL_SERVER_ERROR even inside a 200. Returns the parsed
 * body.
 */
export function expectStableAnswer(answer: RawAnswer, what: string): GraphqlBody {
  expect(answer.kind === 'answer' ? '' : answer.error, `${what}: no answer`).toBe('');
  expect(answer.ms, `${what}: answered after ${answer.ms} ms`).toBeLessThan(REQUEST_TIME_BOUND_MS);
  if (answer.kind !== 'answer') throw new Error('unreachable');
  const { status, text } = answer;
  // 503 only as the documented, retryable "account could not be confirmed" answer (upstream faults).
  const retryableUnknown =
    status === 503 && /"code":"STANDING_UNKNOWN"/.test(text) && /"retryable":true/.test(text);
  expect(
    status === 200 || (status >= 400 && status < 500) || retryableUnknown,
    `${what}: status ${status}: ${text}`,
  ).toBe(true);
  expect(text.length, `${what}: empty body with status ${status}`).toBeGreaterThan(0);
  let body: GraphqlBody;
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch {
    throw new Error(`${what}: status ${status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  const codes = (body.errors ?? []).map((e) => e.extensions?.code);
  if (status !== 200)
    expect(codes.length, `${what}: ${status} without an error code: ${text}`).toBeGreaterThan(0);
  for (const code of codes)
    expect(STABLE_CODES.has(String(code)), `${what}: status ${status}, code ${String(code)}: ${text}`).toBe(
      true,
    );
  return body;
}
