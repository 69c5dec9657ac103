// The REST double (demo seed, zero delay) and the gateway, both in this process on 127.0.0.1, plus the
// credentials each side of the benchmark uses (the gateway side signs in like the web app: sealed cookie).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../gateway/src/app';
import { loadEnv } from '../../gateway/src/config/env';
import { GqlClient, upstreamToken } from '../gateway/support';
import { startUpstreamDouble, type UpstreamDouble } from '../upstream/index';

export interface BenchStack {
  double: UpstreamDouble;
  /** Double's origin and its `/api/` path prefix. */
  directOrigin: string;
  apiPrefix: string;
  gatewayOrigin: string;
  /** Bearer token of the benchmark student (direct side). */
  token: string;
  /** Cookie header of the same student's gateway session. */
  cookie: string;
  close(): Promise<void>;
}

export const STUDENT = 'ayesha';

export interface BenchStackOptions {
  /** Serve this built web app (web-perf); the gateway benchmark needs none. */
  webDistDir?: string;
  /** 'production' by default; the browser benchmark uses 'test' (its cookies are not `Secure` on plain http). */
  nodeEnv?: 'production' | 'test';
}

export async function startBenchStack(o: BenchStackOptions = {}): Promise<BenchStack> {
  const double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  const env = loadEnv({
    NODE_ENV: o.nodeEnv ?? 'production',
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    UPSTREAM_URL: double.url,
    UPSTREAM_TIMEOUT_MS: '10000',
    // Request logging off on both sides: the figure is the gateway's own work, not stdout's.
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: o.webDistDir ?? '/nonexistent/learnify-bench-web',
  });
  const gateway = await buildApp(env);
  const server = createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gatewayOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new GqlClient(gatewayOrigin);
  await client.login(STUDENT);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const token = await upstreamToken(double, STUDENT);
  const apiPrefix = new URL(double.url).pathname;
  return {
    double,
    directOrigin: double.origin,
    apiPrefix,
    gatewayOrigin,
    token,
    cookie,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await double.close();
    },
  };
}
