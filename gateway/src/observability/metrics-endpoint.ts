import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsText } from './metrics';

/**
 * True when `authorization` is `Bearer <token>`. Compared in constant time over fixed-length digests, so neither
 * the content nor the length of the expected token leaks through response timing.
 */
export function metricsAuthorized(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The answer to `GET /metrics` on the main port, framework-neutral so any HTTP layer can mount it. Without a
 * configured token the endpoint does not exist there (404): metrics are then only on `METRICS_PORT`, if at all.
 */
export async function metricsResponse(
  authorization: string | undefined,
  token: string | undefined,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const noStore = { 'cache-control': 'no-store' };
  if (!token)
    return { status: 404, headers: { ...noStore, 'content-type': 'text/plain' }, body: 'Not found\n' };
  if (!metricsAuthorized(authorization, token))
    return {
      status: 401,
      headers: { ...noStore, 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' },
      body: 'Unauthorized\n',
    };
  const { contentType, body } = await metricsText();
  return { status: 200, headers: { ...noStore, 'content-type': contentType }, body };
}
