// A TCP proxy in front of a test Redis, to make it slow or flap as a network would: replies held back by a delay,
// every connection cut at once, new connections refused. Listens on 127.0.0.1 only; `close()` stops it.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RedisProxy {
  readonly url: string;
  /** Holds every reply from Redis back this long before passing it on (0: none). */
  delayMs: number;
  /** Cuts every open connection, both ways, at once (a reset as the client sees it). */
  cut(): void;
  /** While true, new connections are closed as soon as they open. */
  refusing: boolean;
  /** Replies from Redis being held back now (a command Redis has run whose client still waits). */
  readonly heldReplies: number;
  close(): Promise<void>;
}

export async function startRedisProxy(target: { port: number }): Promise<RedisProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const proxy = {
    delayMs: 0,
    refusing: false,
    heldReplies: 0,
  };
  const server: Server = createServer((client) => {
    if (proxy.refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => upstream.write(chunk));
    // Replies keep their order: held back in one queue, released by one timer at a time.
    const held: Array<{ at: number; chunk: Buffer }> = [];
    let timer: NodeJS.Timeout | null = null;
    const release = () => {
      timer = null;
      while (held.length > 0 && held[0]!.at <= Date.now()) {
        const { chunk } = held.shift()!;
        proxy.heldReplies -= 1;
        if (!client.destroyed) client.write(chunk);
      }
      if (held.length > 0) timer = setTimeout(release, held[0]!.at - Date.now());
    };
    upstream.on('data', (chunk: Buffer) => {
      const at = Math.max(Date.now() + proxy.delayMs, held.at(-1)?.at ?? 0);
      held.push({ at, chunk });
      proxy.heldReplies += 1;
      if (!timer) release();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(proxy, {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    async close() {
      proxy.refusing = true;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
