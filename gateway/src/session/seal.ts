import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const AAD = Buffer.from('learnify_session:v1');

/** 256-bit AES key derived from one SESSION_SECRET, so the secret itself can be any length ≥ 32 characters. */
export function deriveSessionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-aes-256-gcm', 32));
}

/** One key, or a keyring newest first: the newest seals, every one opens. */
export type SessionKeys = Buffer | readonly Buffer[];

/** The keyring of SESSION_SECRET's list, newest first. */
export function deriveSessionKeys(secrets: readonly string[]): Buffer[] {
  if (secrets.length === 0) throw new Error('at least one session secret is needed');
  return secrets.map(deriveSessionKey);
}

const ring = (keys: SessionKeys): readonly Buffer[] => (Buffer.isBuffer(keys) ? [keys] : keys);

/** Encrypts and authenticates a JSON value (AES-256-GCM): the browser can neither read nor alter it. */
export function seal(value: unknown, keys: SessionKeys): string {
  const key = ring(keys)[0];
  if (!key) throw new Error('no session key');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The sealed value, or null when it was tampered with, sealed with no key of the ring, or is not ours at all. */
export function unseal(sealed: string, keys: SessionKeys): unknown {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) return null;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < 12 + 16 + 1) return null;
  for (const key of ring(keys)) {
    const value = open(raw, key);
    if (value !== undefined) return value;
  }
  return null;
}

function open(raw: Buffer, key: Buffer): unknown {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    return undefined;
  }
}
