import { Agent } from 'undici';

/**
 * The one shared connection pool to the upstream, created at boot: keep-alive connections are reused by
 * every request instead of paying a TCP (and TLS) handshake per upstream call.
 */
export function createUpstreamAgent(timeoutMs: number): Agent {
  return new Agent({
    connections: 64,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs },
  });
}
