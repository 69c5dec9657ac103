// One Redis, one REST double and two gateway processes on different ports with the same SESSION_SECRET: the
// smallest deployment that shows state shared between instances. Used by test/gateway/multi-instance.test.ts
// and the demo a person runs (`npm run demo:two-instances`). Everything listens on 127.0.0.1; processes are
// stopped by PID.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { startUpstreamDouble, type Fidelity, type UpstreamDouble } from '@learnify/upstream-double';
import { freePort, retryOnTakenPort, spawnTs, stopProcess, waitForUrl } from './processes';
import { startRedis, type RedisServer } from './redis';
import { startRedisProxy, type RedisProxy } from './redis-proxy';

export interface GatewayInstance {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
}

export interface TwoInstances {
  redis: RedisServer;
  /** In front of Redis for instance A only, when `proxyForA` was asked for (B talks to Redis directly). */
  proxyA: RedisProxy | null;
  double: UpstreamDouble;
  a: GatewayInstance;
  b: GatewayInstance;
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface TwoInstancesOptions {
  seed?: 'demo' | 'minimal';
  /** The double's fidelity ('corrected' unless said). */
  fidelity?: Fidelity;
  /** Extra gateway settings, the same for both instances. */
  env?: Record<string, string>;
  /** Fixed ports (the demo), or free ones (tests). */
  ports?: [number, number];
  /** Where the gateways' stderr goes ('ignore' in tests unless debugging). */
  stderr?: 'inherit' | 'ignore';
  /** Instance A reaches Redis through a proxy (`proxyA`) that can hold its replies back; B directly. */
  proxyForA?: boolean;
}

export async function startTwoInstances(options: TwoInstancesOptions = {}): Promise<TwoInstances> {
  const redis = await startRedis();
  const proxyA = options.proxyForA ? await startRedisProxy(redis) : null;
  const double = await startUpstreamDouble({
    seed: options.seed ?? 'minimal',
    port: 0,
    ...(options.fidelity ? { fidelity: options.fidelity } : {}),
  });
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    UPSTREAM_URL: double.url,
    REDIS_URL: redis.url,
    // The same secret on every instance: a cookie sealed by one is opened by the other.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent/learnify-web-dist',
    ...options.env,
  };
  const started: GatewayInstance[] = [];
  /** One instance up and answering; its stderr is kept to say why it is not (and shown when asked for). */
  const launch = async (name: 'A' | 'B', fixedPort: number | undefined) => {
    const port = fixedPort ?? (await freePort());
    const redisUrl = name === 'A' && proxyA ? proxyA.url : redis.url;
    const child = spawnTs(['gateway/src/index.ts'], { ...env, REDIS_URL: redisUrl, PORT: String(port) }, [
      'ignore',
      'ignore',
      'pipe',
    ]);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
      if (options.stderr !== 'ignore') process.stderr.write(chunk);
    });
    const instance = { name, url: `http://127.0.0.1:${port}`, child };
    try {
      await waitForUrl(`${instance.url}/healthz`, child);
    } catch (err) {
      await stopProcess(child);
      throw new Error(`gateway ${name}: ${(err as Error).message}\n${stderr}`, { cause: err });
    }
    started.push(instance);
  };
  try {
    for (const [i, name] of (['A', 'B'] as const).entries()) {
      const fixed = options.ports?.[i];
      await (fixed === undefined ? retryOnTakenPort(() => launch(name, undefined)) : launch(name, fixed));
    }
  } catch (err) {
    for (const s of started) await stopProcess(s.child);
    await double.close();
    await proxyA?.close();
    await redis.stop();
    throw err;
  }
  const [a, b] = started as [GatewayInstance, GatewayInstance];
  return {
    redis,
    proxyA,
    double,
    a,
    b,
    env,
    async close() {
      await Promise.all([stopProcess(a.child), stopProcess(b.child)]);
      await double.close();
      await proxyA?.close();
      await redis.stop();
    },
  };
}

/** How many requests the double received for a pathname (query ignored), optionally by method. */
export function upstreamCalls(double: UpstreamDouble, pathname: string, method?: string): number {
  return double.requests.filter((r) => r.path.split('?')[0] === pathname && (!method || r.method === method))
    .length;
}
