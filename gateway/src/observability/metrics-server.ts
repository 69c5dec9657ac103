import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsAuthorized } from './metrics-endpoint';
import { metricsText } from './metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, the separate port asks for it too (a scraper outside a private network). */
  token?: string;
  /** Defaults to this process's registry; a cluster primary passes the workers' aggregated metrics. */
  source?: () => Promise<{ contentType: string; body: string }>;
}

/**
 * `METRICS_PORT`: a listener that answers only `GET /metrics`, apart from the public port, so the scraper can reach
 * it on a private network while the load balancer never routes to it. Plain node:http: it serves one text
 * document and must keep working when the main HTTP layer is busy or changing.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const source = options.source ?? metricsText;
  const server = createServer((req, res) => {
    res.setHeader('cache-control', 'no-store');
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
      return;
    }
    if (options.token && !metricsAuthorized(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain' });
      res.end('Unauthorized\n');
      return;
    }
    source().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  // Scrapes are short; an idle scraper connection must not keep the process from exiting on SIGTERM.
  server.keepAliveTimeout = 5000;
  // Rejects when the port cannot be had ('error' before 'listening').
  await once(server.listen(options.port, options.host), 'listening');
  // After listening, an accept() error (EMFILE) is an 'error' event: without a listener it would end the process.
  server.on('error', () => undefined);
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
