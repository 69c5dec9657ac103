import { createDecipheriv, hkdfSync } from 'node:crypto';

/**
 * The old format's exact text: `v1.` and unpadded base64url. Node's decoding skips what is not base64 and takes either
 * alphabet and padding, so without this any number of spellings of one cookie opened as the same session.
 */
const LEGACY = /^v1\.[A-Za-z0-9_-]+$/;

/**
 * Opens what the gateway sealed before @fastify/secure-session (`v1.`, AES-256-GCM), so those cookies still sign
 * in and are re-sealed on their next use. A session lives one day: delete this once every instance has sealed
 * with the library for a day (ADR 0041).
 */
export function openLegacySeal(sealed: string, secrets: readonly string[]): unknown {
  if (!LEGACY.test(sealed)) return undefined;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  // Only the text it wrote: decoding ignores the unused low bits of the last character, so compare back.
  if (raw.length < 29 || raw.toString('base64url') !== sealed.slice(3)) return undefined;
  for (const secret of secrets) {
    const key = hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-aes-256-gcm', 32);
    try {
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key), raw.subarray(0, 12));
      decipher.setAAD(Buffer.from('learnify_session:v1')).setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString());
    } catch {
      // not sealed with this secret
    }
  }
  return undefined;
}
