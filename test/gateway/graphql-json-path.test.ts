// The JSON GraphQL path (docs/decisions/0011-json-graphql-path.md): `POST /graphql` with a JSON body skips
// Express. It must answer exactly as the Express path would — same data, same headers, same refusals — and
// compress what is worth compressing. GET /graphql (which Apollo serves for queries) still goes through Express,
// so the two are compared on the same query.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../gateway/src/http/client-address';
import { pickEncoding } from '../../gateway/src/http/negotiation';
import { startUpstreamDouble, type UpstreamDouble } from '../upstream/index';
import { startStack, type Stack } from './support';

let double: UpstreamDouble;
let stack: Stack;

beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack({ CORS_ORIGINS: 'http://localhost:5173' }, { double });
});
afterAll(async () => {
  await stack.close();
  await double.close();
});

const GRADES = '{ grades { id label } }';
const CATALOGUE = '{ catalogue { id name subjects { id name chapters { id name quizzes { id title } } } } }';
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

/** A raw POST, so the body and headers are exactly what a client sends (fetch would add its own encodings). */
function post(
  body: string | Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const u = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, path: '/graphql', method: 'POST', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('POST /graphql with JSON', () => {
  it('answers as the Express path does: same data, same security, CORS and id headers', async () => {
    const origin = { origin: 'http://localhost:5173' };
    const viaJson = await post(JSON.stringify({ query: GRADES }), { ...json, ...origin });
    const viaExpress = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(GRADES)}`, {
      headers: { 'apollo-require-preflight': 'true', ...origin },
    });
    expect(viaJson.status).toBe(200);
    expect(viaExpress.status).toBe(200);
    const data = JSON.parse(viaJson.body.toString('utf8')) as { data: { grades: unknown[] } };
    expect(data.data.grades.length).toBeGreaterThan(0);
    expect(data).toEqual(await viaExpress.json());
    for (const name of [
      ...SECURITY_HEADERS,
      'access-control-allow-origin',
      'access-control-allow-credentials',
    ]) {
      expect(viaJson.headers[name], name).toBe(viaExpress.headers.get(name));
    }
    expect(viaJson.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(String(viaJson.headers['vary'])).toMatch(/Origin/);
    expect(String(viaJson.headers['vary'])).toMatch(/Accept-Encoding/);
    expect(viaJson.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
  });

  it('refuses a body that is not JSON, or not an object, with 400 BAD_REQUEST and no upstream call', async () => {
    const before = double.requests.length;
    for (const body of ['{"query": ', '"just a string"', '42']) {
      const res = await post(body, json);
      expect(res.status, body).toBe(400);
      const parsed = JSON.parse(res.body.toString('utf8')) as {
        errors: Array<{ extensions: { code: string } }>;
      };
      expect(parsed.errors[0]?.extensions.code, body).toBe('BAD_REQUEST');
    }
    expect(double.requests.length).toBe(before);
  });

  it('refuses an over-long body even when it is streamed without a Content-Length', async () => {
    const u = new URL(stack.url);
    const big = JSON.stringify({ query: `{ grades { id } }`, variables: { pad: 'x'.repeat(300 * 1024) } });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path: '/graphql',
          method: 'POST',
          headers: { ...json, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      // Two chunks, so the size is only known while reading.
      req.write(big.slice(0, 1000));
      req.end(big.slice(1000));
    });
    expect(status).toBe(413);
  });

  it('compresses a large answer with brotli or gzip as accepted, and leaves small ones alone', async () => {
    const body = JSON.stringify({ query: CATALOGUE });
    const plain = await post(body, json);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body.toString('utf8')) as { data: { catalogue: unknown[] } };
    expect(expected.data.catalogue.length).toBeGreaterThan(0);

    const br = await post(body, { ...json, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected);

    const gz = await post(body, { ...json, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(expected);

    const small = await post(JSON.stringify({ query: '{ grades { id } }' }), {
      ...json,
      'accept-encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves other content types to Express and Apollo (CSRF prevention still applies)', async () => {
    const res = await post(JSON.stringify({ query: GRADES }), { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.body.toString('utf8')).toMatch(/CSRF|preflight/i);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and wildcards', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('clientAddress', () => {
  // Express answers req.ip / req.secure for `trust proxy` = N; the JSON path must agree, or the sign-in throttle
  // would count a school's children under different addresses depending on the path their request took.
  it('agrees with Express for 0, 1 and 2 trusted proxies', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '198.51.100.1, 203.0.113.7', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-for': 'spoofed, 198.51.100.1, 203.0.113.7', 'x-forwarded-proto': 'https, http' },
      { 'x-forwarded-proto': 'http' },
    ];
    for (const hops of [0, 1, 2]) {
      const app = express();
      app.set('trust proxy', hops);
      app.get('/', (req, res) => {
        res.json({ express: { ip: req.ip, secure: req.secure }, ours: clientAddress(req, hops) });
      });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const { port } = server.address() as { port: number };
      try {
        for (const headers of cases) {
          const res = (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as {
            express: unknown;
            ours: unknown;
          };
          expect(res.ours, `${hops} hops, ${JSON.stringify(headers)}`).toEqual(res.express);
        }
      } finally {
        server.close();
      }
    }
  });
});
