import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging';
import { sendForm } from '../uploads/form';
import { UpstreamClient, type UpstreamAuth } from './client';
import { resolvePath } from './paths';
import { UpstreamError } from './upstream-error';

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;
let handler: Handler;
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }> = [];
let server: Server;
let base: URL;
const agent = new Agent();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await agent.close();
});
beforeEach(() => {
  seen.length = 0;
});

const json = (res: ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
};
// Every call but the time-out test's must be answered: a short time-out would fail them on a busy machine.
const client = (auth?: UpstreamAuth, timeoutMs = 10_000) =>
  new UpstreamClient({ base, dispatcher: agent, timeoutMs, logger: silentLogger, auth, requestId: 'rid-1' });
const failureOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
};

describe('UpstreamClient', () => {
  it('GETs relative to the base with the token, and memoizes per request', async () => {
    handler = (_req, _b, res) => json(res, 200, [{ id: 1 }]);
    const c = client({ accessToken: 'T', canRenew: false, renew: async () => null });
    const [a, b] = await Promise.all([c.get('grades/'), c.get('grades/')]);
    expect(a.data).toEqual([{ id: 1 }]);
    expect(b).toBe(a);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/grades/' });
    expect(seen[0]?.headers.authorization).toBe('Bearer T');
    expect(seen[0]?.headers['x-request-id']).toBe('rid-1');
  });

  it('leaves the token off public calls', async () => {
    handler = (_req, _b, res) => json(res, 200, []);
    await client({ accessToken: 'stale', canRenew: false, renew: async () => null }).get('grades/', {
      auth: false,
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('posts JSON and reads 204 as an empty body', async () => {
    handler = (_req, _b, res) => res.writeHead(204).end();
    const res = await client().postJson('student/submit-answer/', { a: 1 });
    expect(res.status).toBe(204);
    expect(res.body.kind).toBe('empty');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body.toString())).toEqual({ a: 1 });
  });

  it('reports HTTP errors with the parsed body, and HTML as html', async () => {
    handler = (_req, _b, res) =>
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error (500)</h1>');
    const err = await failureOf(client().get('teacher/students/'));
    expect(err).toMatchObject({ failure: 'http', status: 500, body: { kind: 'html', data: null } });
  });

  it('refuses a 200 whose body is not JSON', async () => {
    handler = (_req, _b, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    expect((await failureOf(client().get('grades/'))).failure).toBe('invalid_body');
  });

  it('times out quickly and says so', async () => {
    // The answer comes long after the 150 ms time-out: the failure must be reported before it, not when it lands.
    let answered = false;
    handler = (_req, _b, res) =>
      setTimeout(() => {
        answered = true;
        json(res, 200, {});
      }, 10_000).unref();
    expect((await failureOf(client(undefined, 150).get('slow/'))).failure).toBe('timeout');
    expect(answered).toBe(false);
  });

  it('reads an answer sent in several chunks, with a byte order mark, as one JSON body', async () => {
    handler = (_req, _b, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('\ufeff{"name":');
      setTimeout(() => res.end('"Ayesha \u0627\u0631\u062f\u0648"}'), 20);
    };
    expect((await client().get('chunked/')).data).toEqual({ name: 'Ayesha \u0627\u0631\u062f\u0648' });
  });

  it('gives up at the overall time-out while an answer keeps trickling in', async () => {
    // Each chunk comes well inside the idle time-out, so only the call's own timer can end it.
    let chunks = 0;
    handler = (_req, _b, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const drip = setInterval(() => {
        chunks += 1;
        res.write(' ');
      }, 50);
      res.on('close', () => clearInterval(drip));
    };
    expect((await failureOf(client(undefined, 400).get('trickle/'))).failure).toBe('timeout');
    expect(chunks).toBeGreaterThan(0);
  });

  it('gives a multipart call six time-outs overall, and no more', async () => {
    // Chunks well inside the idle time-out: only the call's overall budget decides. An answer ending after
    // three time-outs is read; one that never ends is given up on.
    const trickle =
      (endAfterMs: number | null): Handler =>
      (_req, _b, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        const drip = setInterval(() => res.write(' '), 50);
        const end = endAfterMs === null ? undefined : setTimeout(() => res.end(']'), endAfterMs);
        res.on('close', () => {
          clearInterval(drip);
          clearTimeout(end);
        });
      };
    const form = () =>
      sendForm(client(undefined, 400), 'POST', 'account/renew-subscription/', [
        { name: 'plan', value: 'monthly' },
      ]);
    handler = trickle(1200);
    expect((await form()).data).toEqual([]);
    handler = trickle(null);
    expect((await failureOf(form())).failure).toBe('timeout');
  });

  it('gives up on an answer longer than 16 MiB, without reading it to its end', async () => {
    // A valid JSON array of 64 MiB, sent as fast as the socket takes it: collected whole, it would be answered.
    const MIB = 1024 * 1024;
    const spaces = Buffer.alloc(MIB, 0x20);
    let sent = 0;
    handler = (_req, _b, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const more = () => {
        while (sent < 64 * MIB && !res.destroyed) {
          sent += MIB;
          if (!res.write(spaces)) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end(']');
      };
      res.on('close', () => res.removeAllListeners('drain'));
      more();
    };
    expect((await failureOf(client().get('huge/'))).failure).toBe('network');
    expect(sent).toBeLessThan(64 * MIB);
  });

  it("clears each call's timer when the call ends, answered or failed", async () => {
    const started = new Set<unknown>();
    const cleared = new Set<unknown>();
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    const setSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      const timer = realSet(fn, ms);
      // The client's own timer is the one with its time-out; undici's internal timers are left out.
      if (ms === 9_876) started.add(timer);
      return timer;
    }) as typeof setTimeout);
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
      cleared.add(timer);
      realClear(timer as Parameters<typeof clearTimeout>[0]);
    });
    try {
      handler = (req, _b, res) => (req.url?.endsWith('/bad/') ? json(res, 500, {}) : json(res, 200, {}));
      const c = client(undefined, 9_876);
      await c.get('good/');
      await failureOf(c.get('bad/'));
      await c.postJson('good/', { a: 1 });
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
    expect(started.size).toBe(3);
    expect([...started].every((t) => cleared.has(t))).toBe(true);
  });

  it('reports a dropped connection as a network failure', async () => {
    handler = (req) => req.socket.destroy();
    expect((await failureOf(client().get('drop/'))).failure).toBe('network');
  });

  it('renews a rejected token once and retries with the new one', async () => {
    handler = (req, _b, res) =>
      req.headers.authorization === 'Bearer fresh'
        ? json(res, 200, { username: 'ayesha' })
        : json(res, 401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
    const renewed: string[] = [];
    const auth: UpstreamAuth = {
      accessToken: 'old',
      canRenew: true,
      renew: async (t) => (renewed.push(t), 'fresh'),
    };
    const res = await client(auth).get('user/me/');
    expect(res.data).toEqual({ username: 'ayesha' });
    expect(renewed).toEqual(['old']);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('gives up with the 401 when renewal fails', async () => {
    handler = (_req, _b, res) => json(res, 401, { detail: 'bad', code: 'token_not_valid' });
    const auth: UpstreamAuth = { accessToken: 'old', canRenew: true, renew: async () => null };
    expect((await failureOf(client(auth).get('user/me/'))).status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('streams multipart uploads with an exact Content-Length (spooled by uploads/form.ts)', async () => {
    handler = (_req, _b, res) => json(res, 200, { success: 'ok' });
    const bytes = Buffer.alloc(200_000, 7);
    bytes.set([0x89, 0x50, 0x4e, 0x47]); // a PNG by content: uploads are type-checked by their bytes
    const upload = {
      filename: 'receipt.png',
      mimetype: 'image/png',
      encoding: '7bit',
      fieldName: '1',
      createReadStream: () => Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
    } as unknown as FileUpload;
    await sendForm(client(), 'PUT', 'user/edit-profile/', [
      { name: 'city', value: 'Lahore' },
      { name: 'grade', value: undefined },
      { name: 'profile_picture', upload },
    ]);
    const req = seen[0]!;
    expect(req.method).toBe('PUT');
    expect(Number(req.headers['content-length'])).toBe(req.body.length);
    const form = await new Response(req.body, {
      headers: { 'content-type': String(req.headers['content-type']) },
    }).formData();
    expect(form.get('city')).toBe('Lahore');
    expect(form.has('grade')).toBe(false);
    expect(Buffer.from(await (form.get('profile_picture') as File).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses paths that could leave the base or lack the trailing slash', () => {
    for (const bad of ['/abs/', 'x/../y/', '../y/', 'http://evil/', 'no-slash', 'a/?q=1/']) {
      expect(() => resolvePath(new URL('http://h/api/'), bad)).toThrow();
    }
    expect(resolvePath(new URL('http://h/api/'), 'api/honors/shining-stars/').href).toBe(
      'http://h/api/api/honors/shining-stars/',
    );
  });
});
