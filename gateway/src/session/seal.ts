import { hkdfSync } from 'node:crypto';
import fastifySecureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { openLegacySeal } from './legacy-seal';

/** The first of `sealing` seals; the rest of `sealing` open and are re-sealed; `openOnly` opens (docs/operations.md). */
export interface SessionSecrets {
  sealing: readonly string[];
  openOnly: readonly string[];
}

/** Seals JSON objects (secretbox): the holder can neither read nor alter them. `stale`: seal it again. */
export interface SessionSealer {
  seal(value: object): string;
  /** Null when tampered with, sealed with no key known here, or not ours. */
  open(sealed: string): { value: unknown; stale: boolean } | null;
}
export type SessionKeys = SessionSealer;

/** The library's text only (its base64 decoding skips other characters, so a quoted copy would open too). */
const SEALED = /^[A-Za-z0-9+/]+={0,2};[A-Za-z0-9+/]{32}$/;
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-secretbox', 32));

/**
 * @fastify/secure-session in a scope of its own on `app`, without routes, so its per-request hooks never run: the
 * gateway opens its cookie where it needs it, once per text (SessionCookieReader). Ring `current` holds the sealing
 * and open-only keys; ring `older` the keys whose values are sealed again.
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
    const open = (sealed: string, ring: string) =>
      SEALED.test(sealed) ? (scope.decodeSecureSession(sealed, scope.log, ring)?.data() ?? null) : null;
    sealer = {
      seal: (value) => scope.encodeSecureSession(scope.createSecureSession({ ...value })),
      open(sealed) {
        const value = open(sealed, 'current');
        if (value) return { value, stale: false };
        const old = (older.length > 0 && open(sealed, 'older')) || openLegacySeal(sealed, secrets.sealing);
        return old ? { value: old, stale: true } : null;
      },
    };
  });
  if (!sealer) throw new Error('the session sealer did not register');
  return sealer;
}

export const seal = (value: object, keys: SessionKeys): string => keys.seal(value);
export const unseal = (sealed: string, keys: SessionKeys): unknown => keys.open(sealed)?.value ?? null;
