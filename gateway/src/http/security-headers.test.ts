import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_ROUTE_CONFIG, helmetHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("records helmet's headers for its options once, as helmet would set them", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['bad value;'] } } }),
    ).toThrow();
  });

  it('sets the same headers on every route and on not-found answers, without the CSP where a route opts out', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { isProduction: true });
    app.get('/page', async () => 'page');
    app.get('/api', { config: GRAPHQL_ROUTE_CONFIG }, async () => ({ ok: true }));
    const [page, api, missing] = await Promise.all(
      ['/page', '/api', '/missing'].map((url) => app.inject({ method: 'GET', url })),
    );
    for (const res of [page!, api!, missing!]) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
    expect(page!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(missing!.headers['content-security-policy']).toContain("script-src 'self'");
    expect(api!.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });
});
