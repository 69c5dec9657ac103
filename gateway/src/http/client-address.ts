import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The client's address and whether it connected over HTTPS, trusting exactly `trustedHops` reverse proxies in
 * front of the gateway (TRUST_PROXY_HOPS) — the same answer Express gives for `req.ip` / `req.secure` with
 * `trust proxy` set to that number (test/gateway/graphql-json-path.test.ts compares the two). With 0 hops the
 * forwarding headers are ignored, so a client cannot spoof its address or scheme.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): { ip: string; secure: boolean } {
  const socketIp = req.socket.remoteAddress ?? 'unknown';
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  if (trustedHops <= 0) return { ip: socketIp, secure: encrypted };
  // Nearest first: the socket peer, then X-Forwarded-For read from its right-hand end.
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketIp, ...forwarded];
  const ip = chain[Math.min(trustedHops, chain.length - 1)] ?? socketIp;
  // A trusted proxy's X-Forwarded-Proto wins over the socket (it terminated TLS); its first value counts.
  const header = req.headers['x-forwarded-proto'];
  const proto = typeof header === 'string' && header ? (header.split(',')[0] ?? '').trim() : '';
  return { ip, secure: proto ? proto === 'https' : encrypted };
}
