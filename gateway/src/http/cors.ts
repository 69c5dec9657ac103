import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollo-client-name',
  'apollo-client-version',
  'x-request-id',
];

/**
 * CORS for the GraphQL endpoint, preflights included. With no CORS_ORIGINS nothing is granted (same origin only);
 * listed origins get credentials-enabled CORS (cookies need an exact origin, never `*`), anything else gets no
 * CORS headers at all, so its page can neither read an answer nor send a preflighted request.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
    // A refused preflight still ends here (204, no grant) instead of reaching the routes.
    strictPreflight: false,
  });
}
