import { createDecipheriv, hkdfSync } from 'node:crypto';

/**
 * Opens values sealed in the gateway's own format before @fastify/secure-session (`v1.` + AES-256-GCM), so the
 * cookies of that release still sign in and are sealed again in the library's format on their next use. A session
 * lives one day: delete this file once every instance has sealed with the library for a day (ADR 0043).
 */
export function openLegacySeal(sealed: string, secrets: readonly string[]): unknown {
  const [version, payload] = sealed.split('.', 2);
  if (version !== 'v1' || !payload) return undefined;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < 12 + 16 + 1) return undefined;
  for (const secret of secrets) {
    const key = Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-aes-256-gcm', 32));
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from('learnify_session:v1'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
      );
    } catch {
      // not sealed with this secret
    }
  }
  return undefined;
}
