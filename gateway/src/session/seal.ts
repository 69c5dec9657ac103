import { hkdfSync } from 'node:crypto';
import fastifySecureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { openLegacySeal } from './legacy-seal';

/**
 * The session secrets by role. The first of `sealing` seals; the rest of `sealing` are older keys, which still
 * open and whose values are sealed again with the first; `openOnly` keys open but never seal (the first step of
 * a rotation, docs/operations.md).
 */
export interface SessionSecrets {
  sealing: readonly string[];
  openOnly: readonly string[];
}

/** A sealed value opened: `stale` when it was sealed with an older key or the old format, so it is sealed again. */
export interface Opened {
  value: unknown;
  stale: boolean;
}

/** Seals JSON objects with @fastify/secure-session (libsodium secretbox): the holder can neither read nor alter them. */
export interface SessionSealer {
  seal(value: object): string;
  /** The value, or null when tampered with, sealed with no key known here, or not ours at all. */
  open(sealed: string): Opened | null;
}

/** Where the gateway's sealed values are opened: cookies, and the shared refresh results in the store. */
export type SessionKeys = SessionSealer;

/**
 * The library's text: base64 ciphertext, `;`, base64 nonce (24 bytes). Its base64 decoding skips what is not
 * base64, so a quoted or padded copy would open too: only this exact shape is opened (one seal, one text).
 */
const SEALED = /^[A-Za-z0-9+/]+={0,2};[A-Za-z0-9+/]{32}$/;

/** A 256-bit secretbox key derived from one secret, so a secret can be any text of at least 32 characters. */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-secretbox', 32));

/**
 * The sealer, from @fastify/secure-session registered in a scope of its own on `app` (no routes, so its
 * per-request hooks never run: the gateway opens its cookie where it needs it, once, through an LRU).
 * Two keyrings: the current one (the sealing key, then the open-only keys) and the older keys.
 */
export async function createSessionSealer(
  secrets: SessionSecrets,
  app: FastifyInstance = Fastify(),
): Promise<SessionSealer> {
  const [current, ...older] = secrets.sealing;
  if (!current) throw new Error('at least one sealing secret is needed');
  const rings = [{ sessionName: 'current', key: [current, ...secrets.openOnly].map(keyOf) }];
  if (older.length > 0) rings.push({ sessionName: 'older', key: older.map(keyOf) });
  let sealer: SessionSealer | undefined;
  await app.register(async (scope) => {
    await scope.register(fastifySecureSession, rings);
    const decode = (sealed: string, ring: string) => {
      const session = scope.decodeSecureSession(sealed, scope.log, ring);
      return session ? (session.data() as unknown) : null;
    };
    sealer = {
      seal: (value) => scope.encodeSecureSession(scope.createSecureSession({ ...value })),
      open(sealed) {
        if (SEALED.test(sealed)) {
          const value = decode(sealed, 'current');
          if (value !== null) return { value, stale: false };
          const old = older.length > 0 ? decode(sealed, 'older') : null;
          if (old !== null) return { value: old, stale: true };
        }
        const legacy = openLegacySeal(sealed, secrets.sealing);
        return legacy === undefined ? null : { value: legacy, stale: true };
      },
    };
  });
  if (!sealer) throw new Error('the session sealer did not register');
  return sealer;
}

/** Seals a JSON object with the current key. */
export const seal = (value: object, keys: SessionKeys): string => keys.seal(value);

/** The sealed value, or null when it cannot be opened here. */
export const unseal = (sealed: string, keys: SessionKeys): unknown => keys.open(sealed)?.value ?? null;
