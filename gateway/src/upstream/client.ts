import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher, FormData } from 'undici';
import { endpointTemplate } from '../observability/endpoint-template';
import { observeUpstreamCall } from '../observability/metrics';
import { classifyBody } from './body';
import { formDataOf, type FormPart } from './form-data';
import { resolvePath } from './paths';
import type { CallOptions, UpstreamClientOptions, UpstreamResponse } from './types';
import { UpstreamError, isUpstreamStatus } from './upstream-error';

export type { CallOptions, UpstreamAuth, UpstreamClientOptions, UpstreamResponse } from './types';

type Payload = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'multipart'; parts: FormPart[] };

/**
 * Per-request client of the Learnify REST API: forwards the viewer's bearer token, enforces the time-out,
 * memoizes GETs for the request's lifetime and renews a rejected cookie-session token once.
 * Paths are relative to the base and end with `/` (the upstream 301s slash-less URLs).
 */
export class UpstreamClient {
  private readonly memo = new Map<string, Promise<UpstreamResponse>>();

  constructor(private readonly opts: UpstreamClientOptions) {}

  get(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    const token = this.tokenFor(options);
    const key = `${token ?? '-'} ${path}`;
    let pending = this.memo.get(key);
    if (!pending) {
      pending = this.call('GET', path, { kind: 'none' }, options);
      this.memo.set(key, pending);
    }
    return pending;
  }

  postJson(path: string, value: unknown, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.call('POST', path, { kind: 'json', value }, options);
  }

  /** POST with no body (e.g. `quiz/start/{id}/`). */
  post(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    return this.call('POST', path, { kind: 'none' }, options);
  }

  /**
   * A multipart request with a Content-Length (files already spooled: see uploads/form.ts). It is never replayed
   * after a 401 (its files are streamed once): callers make sure the session is fresh first (`ensureFreshSession`).
   */
  multipart(method: 'POST' | 'PUT', path: string, parts: FormPart[], options: CallOptions = {}) {
    return this.call(method, path, { kind: 'multipart', parts }, options);
  }

  /** For a renewable (cookie) session, checks the access token with a cheap call, renewing it if refused. */
  async ensureFreshSession(options: CallOptions = {}): Promise<void> {
    const renewable = options.auth !== false && this.opts.auth?.canRenew && this.opts.auth.accessToken;
    if (renewable) await this.get('user/me/');
  }

  private tokenFor(options: CallOptions): string | null {
    if (options.auth === false) return null;
    return options.token ?? this.opts.auth?.accessToken ?? null;
  }

  private async call(method: string, path: string, payload: Payload, options: CallOptions) {
    if (method !== 'GET') this.memo.clear(); // a write may change what earlier GETs returned
    const token = this.tokenFor(options);
    try {
      return await this.once(method, path, payload, token);
    } catch (err) {
      const auth = this.opts.auth;
      if (!token || options.token || !auth?.canRenew || !isUpstreamStatus(err, 401)) throw err;
      const fresh = await auth.renew(token);
      if (!fresh || payload.kind === 'multipart') throw err;
      return this.once(method, path, payload, fresh);
    }
  }

  private async once(
    method: string,
    path: string,
    payload: Payload,
    token: string | null,
  ): Promise<UpstreamResponse> {
    const url = resolvePath(this.opts.base, path);
    const { timeoutMs } = this.opts;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.opts.requestId) headers['x-request-id'] = this.opts.requestId;
    let body: string | FormData | undefined;
    let overallMs = timeoutMs;
    if (payload.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(payload.value);
    } else if (payload.kind === 'multipart') {
      // undici writes the body, its boundary and its exact length (upstream/form-data.ts).
      body = await formDataOf(payload.parts);
      // Idle time-outs still apply per chunk; the overall budget allows for sending the files.
      overallMs = timeoutMs * 6;
    }
    const call = new CollectedCall();
    // One timer per call, cleared when the call ends (AbortSignal.timeout's would live on for its whole time-out).
    const timer = setTimeout(() => call.abort(timedOut()), overallMs);
    timer.unref();
    const started = performance.now();
    // Whether the request presented a token (this call, or an earlier one the upstream refused).
    const detail = {
      method,
      path,
      sentToken: token !== null || this.opts.auth?.refused === true,
      signedOut: this.opts.auth?.signedOut === true,
    };
    // What the log and the error messages say: the route, never the ids or usernames inside the path.
    const endpoint = endpointTemplate(path);
    let status: number | undefined;
    let failure: string | undefined;
    try {
      const send = () =>
        call.dispatch(this.opts.dispatcher, {
          origin: url.origin,
          path: url.pathname,
          method: method as Dispatcher.HttpMethod,
          headers,
          body: body ?? null,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
      const res = await (this.opts.trace ? this.opts.trace.run(send) : send());
      const text = res.text;
      const contentType = headerValue(res.headers['content-type']);
      const parsed = classifyBody(res.statusCode, contentType, text);
      this.opts.logger.debug(
        { method, endpoint, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'upstream',
      );
      status = res.statusCode;
      const answered = status >= 200 && status < 300;
      if (!answered || (parsed.kind !== 'json' && parsed.kind !== 'empty')) {
        const said = answered ? `sent ${parsed.kind}` : `answered ${status}`;
        throw new UpstreamError(
          answered ? 'invalid_body' : 'http',
          `Upstream ${method} ${endpoint} ${said}`,
          {
            ...detail,
            status,
            body: parsed,
          },
        );
      }
      return { method, path, status, body: parsed, data: parsed.data };
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      const kind = call.timedOut || isTimeout(err) ? 'timeout' : 'network';
      failure = kind;
      throw new UpstreamError(kind, `Upstream ${method} ${endpoint} failed (${kind})`, {
        ...detail,
        cause: err,
      });
    } finally {
      clearTimeout(timer);
      // Counted by endpoint template and status class (never the raw path: it can hold a username).
      observeUpstreamCall({ method, path, status, failure, seconds: (performance.now() - started) / 1000 });
    }
  }
}

/** What the call is aborted with when its time is up (as `AbortSignal.timeout` would). */
const timedOut = () => new DOMException('The upstream call timed out', 'TimeoutError');

/**
 * The longest upstream answer collected, in bytes: past it the exchange is ended and the call fails (`network`).
 * Every answer is held whole in memory, so without it one upstream answer could take all of the worker's memory.
 */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; code?: string } | null;
  return e?.name === 'TimeoutError' || TIMEOUT_CODES.has(e?.code ?? '');
}

interface CollectedResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text (a leading byte order mark dropped, as undici's `body.text()` drops it). */
  text: string;
}

/**
 * One upstream exchange through undici's dispatcher, its answer collected whole: what `request()` and
 * `body.text()` did for the client, without the Node stream, the async resource and the abort-signal listener they
 * make per call (every answer is read whole anyway). Informational (1xx) answers are skipped, as `request()` skips
 * them. `abort` ends the exchange, before or after it has started.
 */
class CollectedCall implements Dispatcher.DispatchHandler {
  timedOut = false;
  private controller: Dispatcher.DispatchController | null = null;
  private abortedWith: Error | null = null;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private readonly chunks: Buffer[] = [];
  private bytes = 0;
  private settle: { resolve(r: CollectedResponse): void; reject(e: unknown): void } | null = null;

  dispatch(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions): Promise<CollectedResponse> {
    return new Promise<CollectedResponse>((resolve, reject) => {
      this.settle = { resolve, reject };
      if (this.abortedWith) return this.fail(this.abortedWith);
      try {
        dispatcher.dispatch(options, this);
      } catch (err) {
        this.fail(err);
      }
    });
  }

  abort(reason: Error): void {
    if (reason.name === 'TimeoutError') this.timedOut = true;
    this.abortedWith ??= reason;
    if (this.controller) this.controller.abort(reason);
    else this.fail(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abortedWith) controller.abort(this.abortedWith);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    this.headers = headers;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.settle) return;
    this.bytes += chunk.length;
    if (this.bytes > MAX_ANSWER_BYTES) {
      // Too long to hold: what was collected is let go, the exchange ended, the call failed.
      this.chunks.length = 0;
      const tooLong = new Error('The upstream answer is too long');
      this.fail(tooLong);
      controller.abort(tooLong);
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    const settle = this.settle;
    this.settle = null;
    if (!settle) return;
    const bytes = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const bom = bytes.length > 2 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    settle.resolve({
      statusCode: this.statusCode,
      headers: this.headers,
      text: bytes.toString('utf8', bom ? 3 : 0),
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  private fail(error: unknown): void {
    const settle = this.settle;
    this.settle = null;
    settle?.reject(error);
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
