import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { badRequest } from './request-errors';

/** Why Node's HTTP parser refused a request (`extensions.reason` beside `code: BAD_REQUEST`; docs/api.md). */
const REASONS: Record<number, { reason: string; message: string }> = {
  400: { reason: 'MALFORMED_HTTP', message: 'The HTTP request is malformed.' },
  408: { reason: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
  413: { reason: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  431: { reason: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
};

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (a header with CR, LF or NUL, a folded line,
 * conflicting lengths, headers over 16 KB) get the same JSON error shape as every other refusal, instead of Node's
 * bare status line with an empty body. Installing this listener also replaces Node's own, so it must close the
 * socket on every path: a half-answered or reset connection is destroyed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    answerOnSocket(socket, statusOf(err.code));
  });
}

/**
 * Answers on the connection itself, outside any response object, and closes it: for requests the app cannot
 * answer the usual way (refused by Node's parser, or cut while their body arrives). A connection already
 * answering, or no longer writable, is only destroyed.
 */
export function answerOnSocket(socket: Duplex, status: number, reason?: string): void {
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const known = REASONS[status] ?? REASONS[400]!;
  const body = JSON.stringify(badRequest(known.message, reason ?? known.reason));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}

/**
 * An `Expect` header other than `100-continue`: Node answers 417 with an empty body unless told otherwise; the
 * answer gets the JSON error shape too.
 */
export function answerFailedExpectations(server: Server): void {
  server.on('checkExpectation', (_request, response: ServerResponse) => {
    response
      .writeHead(417, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
      .end(JSON.stringify(badRequest('Only "Expect: 100-continue" is supported.', 'UNSUPPORTED_EXPECT')));
  });
}
