import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const AAD = Buffer.from('learnify_session:v1');

/** 256-bit AES key derived from SESSION_SECRET, so the secret itself can be any length ≥ 32 characters. */
export function deriveSessionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-aes-256-gcm', 32));
}

/** Encrypts and authenticates a JSON value (AES-256-GCM): the browser can neither read nor alter it. */
export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The sealed value, or null when it was tampered with, sealed with another key, or is not ours at all. */
export function unseal(sealed: string, key: Buffer): unknown {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < 12 + 16 + 1) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    return null;
  }
}
