// Sealed values the session tests need that the gateway itself never makes: its old format, another app's.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fastifySecureSession from '@fastify/secure-session';
import Fastify from 'fastify';

/** A cookie value the gateway sealed before @fastify/secure-session (its own `v1.` format), kept for the tests. */
export const LEGACY_FIXTURE = {
  secret: 'legacy-fixture-secret-0123456789abcdef',
  cookie:
    'v1.SGAmN0EtoJSwf7zegVthbxQOLJvQlvLajfLyCAQmYz3xA3ZYKSueEDjCtrmOvVsko5GSWMYnTF9CQ8nkBpA4N-laoA2xRJQCZGBbooK1l2iuUP52bdMSpjzfZ1EulUVcRByZkfBPZ7M90_nKgTK5YF4HJzkMVeXM5qEPjq4ndSjVzb7NmSNDtbOCAFvXN3nAwlGTMyaR86kj7J0AdYwjDDBpRwD4rrKZvf7_75QVql3K3lZ8QXOKjDGnv4hQiNZv',
  session: {
    access: 'acc',
    refresh: 'ref',
    username: 'ayesha',
    role: 'student',
    remember: true,
    exp: 4102444800000,
    sid: 'sid-legacy',
    iat: 1700000000000,
    uid: 'name:ayesha',
  },
};

/** Seals as the gateway did before @fastify/secure-session, so tests can hand out such cookies with live tokens. */
export function sealLegacy(value: unknown, secret: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'learnify-gateway', 'session-cookie-aes-256-gcm', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from('learnify_session:v1'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** A cookie value of another app that uses @fastify/secure-session with its own key (and maybe our cookie name). */
export async function otherAppsSeal(value: object): Promise<string> {
  const other = Fastify();
  await other.register(fastifySecureSession, { cookieName: 'learnify_session', key: Buffer.alloc(32, 7) });
  return other.encodeSecureSession(other.createSecureSession({ ...value }));
}
