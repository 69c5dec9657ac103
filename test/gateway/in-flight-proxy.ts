// A pass-through HTTP proxy in front of the REST double that measures, at the upstream's door, how many requests
// matching a pattern are in flight at once (the gateway's concurrency bounds are checked against it).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InFlightProxy {
  /** Base URL to give the gateway as UPSTREAM_URL (same path as the double's). */
  url: string;
  /** The most matching requests seen in flight at once since the last `reset`. */
  peak(): number;
  /** Matching requests seen since the last `reset`. */
  count(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startInFlightProxy(target: string, pattern: RegExp): Promise<InFlightProxy> {
  const to = new URL(target);
  let current = 0;
  let peak = 0;
  let count = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const counted = pattern.test(req.url ?? '');
    if (counted) {
      count++;
      current++;
      peak = Math.max(peak, current);
    }
    let done = false;
    const finish = () => {
      if (counted && !done) current--;
      done = true;
    };
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('error', () => res.destroy());
        answer.pipe(res);
        answer.on('end', finish);
      },
    );
    upstream.on('error', () => {
      finish();
      res.destroy();
    });
    req.on('error', () => upstream.destroy());
    res.on('close', finish);
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${to.pathname}`,
    peak: () => peak,
    count: () => count,
    reset: () => {
      peak = current;
      count = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
