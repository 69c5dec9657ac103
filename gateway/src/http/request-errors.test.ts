// graphql-upload-minimal + busboy on hostile multipart bodies: every failure is a 4xx with a stable reason, and none
// escapes as an 'error' event without a listener (which would end the process, and fails this file: vitest reports
// uncaught errors). Without patches/graphql-upload-minimal+1.6.4.patch the malformed-header cases kill the worker.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processRequest } from 'graphql-upload-minimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyError, multipartError } from './request-errors';

let server: Server;
let port: number;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  server = createServer((req, res) => {
    processRequest(req, res, { maxFiles: 2, maxFileSize: 1024, maxFieldSize: 4096 }).then(
      (operations) => res.end(JSON.stringify({ ok: Boolean(operations) })),
      (err: unknown) => {
        const e = multipartError(err);
        // As graphql-route.ts: the answer waits for the rest of the body.
        const answer = () => res.writeHead(e.statusCode).end(e.problem ?? '');
        if (req.complete) answer();
        else req.once('end', answer).resume();
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  process.off('uncaughtException', onUncaught);
});

function post(body: Buffer | string, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', headers: { 'content-type': contentType } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const B = 'fuzzboundary';
const CT = `multipart/form-data; boundary=${B}`;
const part = (headers: string, value: string) => `--${B}\r\n${headers}\r\n\r\n${value}\r\n`;
const operations = part(
  'Content-Disposition: form-data; name="operations"',
  '{"query":"{ __typename }","variables":{"file":null}}',
);
const map = part('Content-Disposition: form-data; name="map"', '{"0":["variables.file"]}');

describe('malformed multipart bodies', () => {
  it.each([
    [
      'CR LF inside the operations part header',
      `--${B}\r\nContent-Disposition: form-data; name="op\r\nerations"\r\n\r\n{}\r\n--${B}--\r\n`,
    ],
    [
      'a file (NUL in its name) before map',
      `${operations}--${B}\r\nContent-Disposition: form-data; name="0"; filename="a\0b.png"\r\n\r\nxx\r\n--${B}--\r\n`,
    ],
    [
      'a 200 KB header line',
      `--${B}\r\nContent-Disposition: form-data; name="operations"; x="${'a'.repeat(200 * 1024)}"\r\n\r\n{}\r\n--${B}--\r\n`,
    ],
    [
      'thousands of header lines',
      `--${B}\r\n${'X-A: b\r\n'.repeat(5000)}Content-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--${B}--\r\n`,
    ],
    ['an empty body', ''],
    ['random bytes', 'j\u0000\u00ff--fuzz\r\n\r\nzz'],
    ['truncated after operations', operations.slice(0, -10)],
    [
      'files before map',
      `${operations}${part('Content-Disposition: form-data; name="0"; filename="a.png"', 'xx')}${map}--${B}--\r\n`,
    ],
    ['map before operations', `${map}${operations}--${B}--\r\n`],
  ])('%s: 400 MALFORMED_MULTIPART, nothing uncaught', async (_name, body) => {
    const res = await post(body, CT);
    expect(res).toEqual({ status: 400, text: 'MALFORMED_MULTIPART' });
    await new Promise((r) => setTimeout(r, 20)); // busboy's late error comes on a later tick
    expect(uncaught).toEqual([]);
  });

  it('a bad or missing boundary (busboy throws in its constructor) is 400 too', async () => {
    expect(await post('x', 'multipart/form-data')).toEqual({ status: 400, text: 'MALFORMED_MULTIPART' });
    expect(await post('x', 'multipart/form-data; boundary=')).toEqual({
      status: 400,
      text: 'MALFORMED_MULTIPART',
    });
  });

  it('a well-formed request still parses', async () => {
    const res = await post(`${operations}${map}--${B}--\r\n`, CT);
    expect(res.status).toBe(200);
  });
});

describe('multipartError', () => {
  it('keeps 413 and turns every other failure, with or without a status, into a 400', () => {
    expect(multipartError(Object.assign(new Error('x'), { status: 413 })).statusCode).toBe(413);
    expect(multipartError(Object.assign(new Error('x'), { status: 500 }))).toMatchObject({
      statusCode: 400,
      problem: 'MALFORMED_MULTIPART',
    });
    expect(multipartError(new Error('Multipart: Boundary not found'))).toBeInstanceOf(BodyError);
    expect(multipartError('not even an error').statusCode).toBe(400);
  });
});
