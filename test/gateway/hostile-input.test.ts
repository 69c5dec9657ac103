// Inputs that cost the gateway far more than their size, or reach past the request into the process: fragment
// fan-out, multipart `map` paths through inherited members, an upper-case media type, a body that trickles. Against
// a real production gateway process (under the supervisor); after each, other requests must still work.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOutVariants } from './hostile-documents';
import {
  expectStableAnswer,
  startProductionGateway,
  type ProductionGateway,
  PRODUCTION_START_MS,
} from './fuzz-support';

let gateway: ProductionGateway;
beforeAll(async () => {
  gateway = await startProductionGateway();
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

const BOUNDARY = 'hostileBoundary42';

/** A multipart request with one PNG file part mapped to `path`. */
function multipartWith(
  operations: unknown,
  map: unknown,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : '') +
          '\r\n\r\n',
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    part('operations', JSON.stringify(operations)),
    part('map', JSON.stringify(map)),
    part('0', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'a.png'),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return {
    body,
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
  };
}

const OPERATIONS = {
  query: '{ __typename }',
  variables: { file: null, list: [null], nested: { inner: null } },
};

/** Other requests still work: a query, a valid upload path, /healthz, and no worker was replaced. */
async function othersStillWork() {
  const plain = await gateway.send({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(plain.kind === 'answer' && plain.status, plain.kind === 'answer' ? plain.text : plain.error).toBe(
    200,
  );
  expect(expectStableAnswer(plain, 'plain query').data).toEqual({ __typename: 'Query' });
  const upload = await gateway.send(multipartWith(OPERATIONS, { 0: ['variables.file'] }));
  expect(expectStableAnswer(upload, 'valid upload').data).toEqual({ __typename: 'Query' });
  await gateway.expectHealthy();
}

describe('multipart map paths stay inside variables', () => {
  const poisoning = [
    '__proto__.polluted',
    'variables.__proto__.polluted',
    'variables.constructor.prototype.polluted',
    'variables.nested.constructor.prototype.toString',
    'variables.toString.call',
    'variables.nested.hasOwnProperty.call',
    'variables.hasOwnProperty',
    'variables.valueOf.apply',
    'variables.list.constructor.prototype.push',
    'variables.list.map.call',
    'variables.list.length',
    'variables.list.5',
    'variables.file.prototype',
    'variables.constructor',
    'variables.prototype',
    'variables',
    'query',
    'operationName',
  ];
  it.each(poisoning)('refuses %s with MULTIPART_MAP_PATH, and the worker keeps serving', async (path) => {
    const answer = await gateway.send(multipartWith(OPERATIONS, { 0: [path] }));
    expect(answer.kind === 'answer' && answer.status).toBe(400);
    const body = expectStableAnswer(answer, path);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'MULTIPART_MAP_PATH' });
    await othersStillWork();
  });

  it('accepts paths to values in variables, in objects and arrays, and a new key no object inherits', async () => {
    for (const path of ['variables.list.0', 'variables.nested.inner', 'variables.nested.added']) {
      const answer = await gateway.send(multipartWith(OPERATIONS, { 0: [path] }));
      expect(expectStableAnswer(answer, path).data).toEqual({ __typename: 'Query' });
    }
  });

  it('compares the media type without regard to case', async () => {
    const answer = await gateway.send(
      multipartWith(OPERATIONS, { 0: ['variables.file'] }, `MULTIPART/FORM-DATA; boundary=${BOUNDARY}`),
    );
    expect(answer.kind === 'answer' && answer.status).toBe(200);
    expect(expectStableAnswer(answer, 'upper case').data).toEqual({ __typename: 'Query' });
  });
});

describe('a body slower than the minimum rate', () => {
  /** Sends the head and a little of the body, then one byte a second; resolves with the answer and its delay. */
  const trickle = (head: string, length: number) =>
    new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
      const socket = connect(gateway.port, '127.0.0.1');
      const started = Date.now();
      let raw = '';
      socket.write(`${head}Content-Length: ${length}\r\n\r\n{"query":`);
      const drip = setInterval(() => socket.writable && socket.write(' '), 1000);
      socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
      socket.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(drip);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
        resolve({ status, text: raw.slice(raw.indexOf('\r\n\r\n') + 4), ms: Date.now() - started });
      });
    });

  it('is cut with 408 within seconds, and the worker keeps serving', async () => {
    const { status, text, ms } = await trickle(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n',
      10_000,
    );
    expect(status).toBe(408);
    expect(JSON.parse(text)).toMatchObject({
      errors: [{ extensions: { code: 'BAD_REQUEST', reason: 'BODY_TOO_SLOW' } }],
    });
    // Default BODY_RATE_WINDOW_MS is 5 s: cut at the first window, not Node's 5 minute request timeout.
    expect(ms).toBeLessThan(12_000);
    await othersStillWork();
  });

  it('cuts a trickling upload too', async () => {
    const { status, ms } = await trickle(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\napollo-require-preflight: true\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n`,
      1_000_000,
    );
    expect(status).toBe(408);
    expect(ms).toBeLessThan(12_000);
    await othersStillWork();
  });
});

describe('headers sent slowly', () => {
  /** Writes `parts` one every `everyMs` on one connection; resolves with the answer's status, body and delay. */
  const dripped = (parts: string[], everyMs: number) =>
    new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
      const socket = connect(gateway.port, '127.0.0.1');
      const started = Date.now();
      let raw = '';
      let next = 0;
      const drip = setInterval(() => {
        if (next < parts.length && socket.writable) socket.write(parts[next++]!);
      }, everyMs);
      socket.setTimeout(90_000, () => socket.destroy(new Error('no answer within 90 s')));
      socket.on('data', (c: Buffer) => {
        raw += c.toString('latin1');
        // One answer is enough: a healthy request's connection stays open for keep-alive.
        const head = raw.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(raw)?.[1] ?? NaN);
        if (head >= 0 && raw.length >= head + 4 + length) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(drip);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
        resolve({ status, text: raw.slice(raw.indexOf('\r\n\r\n') + 4), ms: Date.now() - started });
      });
    });

  it('are cut with 408 within the headers time-out (5 s by default), and the worker keeps serving', async () => {
    // One header line a second, never finished: Node alone waits 60 s, and checks only every 30 s.
    const lines = ['GET /healthz HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'];
    for (let i = 0; i < 80; i += 1) lines.push(`X-Slow-${i}: ${i}\r\n`);
    const { status, text, ms } = await dripped(lines, 1000);
    expect(status).toBe(408);
    expect(JSON.parse(text)).toMatchObject({
      errors: [{ extensions: { code: 'BAD_REQUEST', reason: 'REQUEST_TIMEOUT' } }],
    });
    expect(ms).toBeLessThan(10_000);
    await othersStillWork();
  }, 100_000);

  it('leaves a request alone whose headers arrive at once and whose body takes longer than that', async () => {
    // Headers at once, then a body over about 7 s at ~2 KB/s: above the minimum body rate, past the headers time-out.
    const body = JSON.stringify({ query: `{ __typename ${' '.repeat(14_000)}}` });
    const chunks = body.match(/[\s\S]{1,1000}/g)!;
    const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { status, text, ms } = await dripped([head, ...chunks], 500);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ data: { __typename: 'Query' } });
    expect(ms).toBeGreaterThan(6_000);
  });
});

describe('fragment fan-out', () => {
  // Expanded naively, a 1 KB document of this shape costs seconds of CPU; each here is refused by cost at once.
  it.each(fanOutVariants(40))('%s: refused for well under a second of CPU', async (_name, query) => {
    const cpuBefore = await gateway.cpuSeconds();
    const answer = await gateway.send({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    // The worker's CPU for the request (and a metrics scrape): 1 ms or so refused by cost, a busy machine or not.
    const cpuMs = ((await gateway.cpuSeconds()) - cpuBefore) * 1000;
    expect(answer.kind === 'answer' && answer.status).toBe(400);
    const body = expectStableAnswer(answer, 'fan-out');
    expect(body.errors?.map((e) => (e.extensions as { limit?: string } | undefined)?.limit)).toContain(
      'cost',
    );
    expect(cpuMs).toBeLessThan(500);
    await othersStillWork();
  });
});
