// The HTTP surface around GraphQL: health checks, media proxy, the web app (static, SPA fallback, caching, strict
// CSP), the API explorer landing page per environment, CSRF prevention and the request log (CORS:
// security-csrf.test.ts).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import zlib, { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../gateway/src/logging';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { startStack, type Stack } from './support';
import { CSRF_MESSAGE } from '../../gateway/src/errors';

let double: UpstreamDouble;
let dist: string;
let stack: Stack;
const logLines: string[] = [];

beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
  dist = await mkdtemp(join(tmpdir(), 'learnify-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), SHELL);
  // As the build leaves the app shell (web/precompress.ts): compressed once, beside the file.
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
  await writeFile(join(dist, 'index.html.gz'), gzipSync(SHELL));
  await writeFile(join(dist, 'sw.js'), SW);
  await writeFile(join(dist, 'sw.js.br'), brotliCompressSync(SW));
  await writeFile(join(dist, 'sw.js.gz'), gzipSync(SW));
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("learnify")');
  // As web/precompress.ts leaves a large asset: the file plus its .br and .gz siblings.
  await writeFile(join(dist, 'assets', 'big-def456.js'), BIG_JS);
  await writeFile(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  // As the explorer's build leaves it (web/explorer.vite.config.ts); the gateway serves it as the landing page.
  await writeFile(
    join(dist, 'explorer.html'),
    '<!doctype html><title>Learnify API explorer</title><script type="module" src="/assets/explorer-abc123.js"></script>',
  );
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  stack = await startStack(
    // Readiness asks the upstream on every probe here, so the fault below shows at once.
    { WEB_DIST_DIR: dist, LOG_LEVEL: 'debug', READYZ_UPSTREAM_CACHE_MS: '0' },
    { double, logger: createLogger('debug', (line) => logLines.push(line)) },
  );
});
afterAll(async () => {
  await stack.close();
  await double.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const SHELL = `<!doctype html><title>Learnify</title><script type="module" src="/assets/app-abc123.js"></script>${'<!-- shell -->'.repeat(100)}`;
const SW = `self.addEventListener('fetch', () => {}); ${'// worker '.repeat(50)}`;
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

/** GET without decoding, so the bytes on the wire and their encoding can be checked. */
function rawGet(path: string, headers: Record<string, string>) {
  const u = new URL(stack.url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request({ host: u.hostname, port: u.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

function rawStatus(path: string): Promise<number> {
  return rawGet(path, {}).then((r) => r.status);
}

/** Every media failure: the gateway's own words and a stable code, never a library's or the upstream's text. */
const mediaError = (code: string) => ({
  errors: [{ message: expect.any(String), extensions: expect.objectContaining({ code }) }],
});

describe('health', () => {
  it('/healthz answers without touching the upstream; /readyz checks it', async () => {
    const before = double.requests.length;
    const live = await fetch(`${stack.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', pid: expect.any(Number) });
    expect(double.requests.length).toBe(before);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', graphql: 'ok', upstream: 'ok', store: 'memory' });
    double.faults.add({ path: '/api/grades/', status: 500, html: true, times: 1 });
    const notReady = await fetch(`${stack.url}/readyz`);
    expect(notReady.status).toBe(503);
  });
});

describe('security headers', () => {
  it('every response has the basic headers and a request id', async () => {
    for (const path of ['/healthz', '/graphql?query=%7B__typename%7D', '/', '/nope.json']) {
      const res = await fetch(`${stack.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Set from helmet's options, and the Permissions-Policy helmet has no option for.
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      // HSTS only in production (below): a developer's plain-HTTP localhost must not be pinned to HTTPS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('web app', () => {
  it('serves index.html for SPA routes with no-cache and the strict CSP', async () => {
    for (const route of ['/', '/student/quiz-history', '/teacher/student/sana/quiz-history']) {
      const res = await fetch(`${stack.url}${route}`, { headers: html });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Learnify</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('caches fingerprinted assets forever, compresses, and 404s missing ones instead of the SPA shell', async () => {
    const asset = await fetch(`${stack.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${stack.url}/assets/missing.js`, { headers: html })).status).toBe(404);
    expect(
      (await fetch(`${stack.url}/api-thing.json`, { headers: { accept: 'application/json' } })).status,
    ).toBe(404);
    expect((await fetch(`${stack.url}/missing.png`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('answers the app to any client that does not ask for JSON (curl, link previews), JSON 404 otherwise', async () => {
    for (const accept of ['*/*', undefined]) {
      const res = await rawGet('/', accept ? { accept } : {});
      expect(res.status).toBe(200);
      expect(res.body.toString('utf8')).toContain('<title>Learnify</title>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect((await rawGet('/student/quiz-history', { accept: '*/*' })).status).toBe(200);
    const json = await rawGet('/', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.body.toString('utf8'))).toEqual({ error: 'Not found' });
  });

  it('serves the precompressed .br / .gz siblings to clients that take them, the plain file otherwise', async () => {
    const br = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary'])).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(BIG_JS);
    // The build's bytes, not a live re-compression.
    expect(br.body.equals(await readFile(join(dist, 'assets', 'big-def456.js.br')))).toBe(true);

    const gz = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(BIG_JS);
    expect(gz.body.equals(await readFile(join(dist, 'assets', 'big-def456.js.gz')))).toBe(true);

    const plain = await rawGet('/assets/big-def456.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BIG_JS);

    // No sibling: the plain file (compressed live); escapes out of assets/ are refused.
    const small = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    const smallBody =
      small.headers['content-encoding'] === 'br' ? brotliDecompressSync(small.body) : small.body;
    expect(smallBody.toString('utf8')).toBe('console.log("learnify")');
    expect(
      (await rawGet('/assets/..%2findex.html', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('sends the app shell and the assets as the build compressed them, compressing nothing per request', async () => {
    const brotli = vi.spyOn(zlib, 'createBrotliCompress');
    const gzip = vi.spyOn(zlib, 'createGzip');
    try {
      // The shell: at `/` (a route) and at any other app path (the fallback), signed in or not.
      // Each with the caching of the file it encodes: the shell and the service worker are always revalidated.
      const cases = [
        ['/', 'index.html', 'no-cache'],
        ['/student/quiz-history', 'index.html', 'no-cache'],
        ['/sw.js', 'sw.js', 'no-cache'],
        ['/assets/big-def456.js', 'assets/big-def456.js', 'public, max-age=31536000, immutable'],
      ] as const;
      for (const [path, file, caching] of cases) {
        for (const [encoding, ext] of [
          ['br', 'br'],
          ['gzip', 'gz'],
        ] as const) {
          for (const cookie of [{}, { cookie: 'learnify_session=x' }] as Record<string, string>[]) {
            const res = await rawGet(path, { ...html, ...cookie, 'accept-encoding': encoding });
            expect(res.status, path).toBe(200);
            expect(res.headers['content-encoding'], path).toBe(encoding);
            expect(res.headers['cache-control'], path).toBe(caching);
            expect(res.body.equals(await readFile(join(dist, `${file}.${ext}`))), `${path} ${encoding}`).toBe(
              true,
            );
          }
        }
      }
      expect(brotli).not.toHaveBeenCalled();
      expect(gzip).not.toHaveBeenCalled();
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('explains how to build the web app when dist is missing', async () => {
    const bare = await startStack({}, { double });
    try {
      const res = await fetch(`${bare.url}/`, { headers: html });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build:web');
    } finally {
      await bare.close();
    }
  });
});

describe('media proxy', () => {
  it('streams upstream media from the gateway origin, sandboxed', async () => {
    const res = await fetch(`${stack.url}/media/questions/apples-3.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
    expect(await res.text()).toMatch(/^<svg/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('does not leave /media/ or relay upstream error pages', async () => {
    // fetch() would normalize the dot segments itself: send the raw path.
    const before = double.requests.length;
    for (const path of [
      '/media/%2e%2e/api/grades/',
      '/media/../api/grades/',
      '/media/..%2f..%2fapi/grades/',
    ]) {
      expect(await rawStatus(path)).toBe(404);
    }
    expect(double.requests.slice(before).some((r) => r.path.startsWith('/api/'))).toBe(false);
    const missing = await fetch(`${stack.url}/media/questions/none.svg`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(mediaError('NOT_FOUND'));
    const posted = await fetch(`${stack.url}/media/questions/apples-3.svg`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(await posted.json()).toEqual(mediaError('BAD_REQUEST'));
  });

  it("answers paths the proxy library refuses with the gateway's own text (`..;`, `..` inside a segment)", async () => {
    const before = double.requests.length;
    for (const path of [
      '/media/..;/api/user/me/',
      '/media/x/..;/..;/api/grades/',
      '/media/a../b',
      '/media/%2e%2e;/x',
    ]) {
      const res = await rawGet(path, {});
      const body = res.body.toString('utf8');
      expect(res.status, path).toBe(404);
      expect(JSON.parse(body), path).toEqual(mediaError('NOT_FOUND'));
      expect(body).not.toMatch(/invalid characters|statusCode/);
    }
    expect(double.requests.slice(before).some((r) => r.path.startsWith('/api/'))).toBe(false);
  });

  it('sends only conditional and accept headers upstream, and an upstream failure as its status with the gateway text', async () => {
    const res = await fetch(`${stack.url}/media/questions/apples-3.svg`, {
      headers: { 'if-none-match': '"v1"', cookie: 'learnify_session=secret', authorization: 'Bearer secret' },
    });
    await res.arrayBuffer();
    const seen = double.requests.filter((r) => r.path === '/media/questions/apples-3.svg').at(-1)!;
    expect(seen.headers['if-none-match']).toBe('"v1"');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    double.faults.add({ path: '/media/questions/apples-3.svg', status: 500, html: true, times: 1 });
    const failed = await fetch(`${stack.url}/media/questions/apples-3.svg`);
    expect(failed.status).toBe(500);
    const text = await failed.text();
    expect(text).not.toMatch(/<html/i);
    expect(JSON.parse(text)).toEqual(mediaError('UPSTREAM_ERROR'));
    expect(failed.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('GraphQL endpoint', () => {
  it("shows the offline explorer outside production, with its own CSP instead of the app's strict one", async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: html });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('/assets/explorer-abc123.js');
    expect(page).not.toContain('embeddable-sandbox');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('in production: no explorer, no introspection, no stack traces — unless GRAPHQL_INTROSPECTION=true', async () => {
    const prod = await startStack(
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), ALLOW_MEMORY_STORE: 'true' },
      { double },
    );
    try {
      const page = await fetch(`${prod.url}/graphql`, { headers: html });
      expect(await page.text()).not.toContain('Learnify API explorer');
      const intro = await prod.client().gql('{ __schema { types { name } } }');
      expect(intro.errors?.[0]?.message).toMatch(/introspection/i);
      const bad = await prod.client().gql('{ nope }');
      expect(JSON.stringify(bad.errors)).not.toMatch(/stacktrace/);
      const res = await prod.client().login('ayesha');
      expect(res.setCookies.find((c) => c.startsWith('learnify_session='))).toContain('; Secure');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
    const open = await startStack(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        GRAPHQL_INTROSPECTION: 'true',
        ALLOW_MEMORY_STORE: 'true',
      },
      { double },
    );
    try {
      expect(await (await fetch(`${open.url}/graphql`, { headers: html })).text()).toContain(
        'Learnify API explorer',
      );
      expect(
        (await open.client().gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name,
      ).toBe('Query');
    } finally {
      await open.close();
    }
  });

  it('CSRF prevention: a simple GET without a preflight header is refused', async () => {
    const res = await fetch(`${stack.url}/graphql?query=%7Bgrades%7Bid%7D%7D`);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toMatchObject({
      message: CSRF_MESSAGE,
      extensions: { code: 'BAD_REQUEST', reason: 'CSRF' },
    });
  });

  it('logs one line per request with id, operation, status and duration — never credentials', async () => {
    logLines.length = 0;
    const c = stack.client({ 'x-request-id': 'trace-123' });
    await c.login('ayesha');
    await c.gql('query MyHistory { quizHistory { id } }');
    const requests = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        requestId: 'trace-123',
        method: 'POST',
        route: '/graphql',
        operationName: 'Login',
        status: 200,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({ requestId: 'trace-123', operationName: 'MyHistory', status: 200 }),
    ]);
    const all = logLines.join('\n');
    expect(all).not.toMatch(/learnify123|eyJ|learnify_session=|Bearer /);
  });

  it('logs a request its client left before the answer once, as 499, and not again when it ends', async () => {
    double.faults.add({ path: '/api/token/', delayMs: 1500, times: 1 });
    logLines.length = 0;
    const asked = double.requests.length;
    const lines = () =>
      logLines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request' && l.requestId === 'left-early');
    const controller = new AbortController();
    const sent = fetch(`${stack.url}/graphql`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', 'x-request-id': 'left-early' },
      body: JSON.stringify({
        query:
          'mutation LeftEarly { login(input: { username: "ayesha", password: "learnify123" }) { __typename } }',
      }),
    });
    await vi.waitFor(
      () => expect(double.requests.slice(asked).some((r) => r.path === '/api/token/')).toBe(true),
      { timeout: 10_000 },
    );
    controller.abort();
    await expect(sent).rejects.toThrow();
    await vi.waitFor(() => expect(lines()).toHaveLength(1), { timeout: 10_000 });
    // The upstream answers later and the operation ends: still its one line.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(lines()).toEqual([expect.objectContaining({ route: '/graphql', status: 499 })]);
  });
});
