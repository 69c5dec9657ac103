import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { ContextFactory, GatewayContext } from '../context';
import type { Logger } from '../logger';
import { BoundedMap } from '../lib/bounded-map';
import { SESSION_COOKIE } from '../session/cookie';
import { clientAddress } from './client-address';
import { applyCorsHeaders } from './cors';
import { resolvePersistedDocument } from './persisted-documents';
import { readGraphqlRequest } from './graphql-request';
import { appendVary, pickEncoding } from './negotiation';
import type { CachedResponse, PublicResponseCache } from './public-response-cache';
import { beginRequestLog } from './request-log';
import { applySecurityHeaders } from './security-headers';
import {
  executeTrusted,
  trustedRequest,
  type TrustedExecution,
  type TrustedOperation,
} from './trusted-operations';

/**
 * The JSON GraphQL path (docs/decisions/0011-json-graphql-path.md): `POST /graphql` with a JSON body — every
 * query and mutation the web and mobile clients send, except uploads — goes from Node's HTTP server straight to
 * Apollo Server, skipping the Express stack. Everything that shapes the answer is shared with the Express path
 * (request id and log line, security and CORS headers, trusted documents, client address, Apollo itself with its
 * plugins, CSRF prevention, limits and error formatting); what is skipped is Express's router, its body parsers and
 * its compression middleware, which together cost more CPU per request than the upstream call itself.
 * Anything else (GET, preflights, multipart uploads, other content types, the Sandbox) goes to Express.
 */
export interface GraphqlJsonDeps {
  apollo: ApolloServer<GatewayContext>;
  context: ContextFactory;
  documents: Map<string, string>;
  logger: Logger;
  isProduction: boolean;
  corsOrigins: string[];
  trustProxyHops: number;
  maxBodyBytes: number;
  /** Answers that are the same for everyone (public-response-cache.ts). */
  responseCache: PublicResponseCache;
  /** The web client's operations, run without Apollo's pipeline (trusted-operations.ts). */
  trusted: { operations: Map<string, TrustedOperation>; run: TrustedExecution };
}

/**
 * The content type Apollo answers a single result with, per `Accept` header, learnt from its own answers: a
 * trusted operation is run directly only once Apollo has answered that `Accept` value (negotiation stays Apollo's).
 */
const MAX_ACCEPT_VALUES = 64;

/** Below this a response is sent as is (the same threshold as the `compression` middleware on the rest). */
const COMPRESS_THRESHOLD = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4, as the `compression` middleware uses for brotli: most of the gain at a fraction of the CPU.
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** True for the requests this path serves; the rest belongs to Express. */
export function isJsonGraphqlRequest(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  // A compressed request body is rare; Express's parser inflates it.
  return typeof type === 'string' && JSON_TYPE.test(type) && req.headers['content-encoding'] === undefined;
}

export function graphqlJsonHandler(deps: GraphqlJsonDeps) {
  const allowedOrigins = new Set(deps.corsOrigins);
  const contentTypes = new BoundedMap<string, string>(MAX_ACCEPT_VALUES);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const { requestId, info } = beginRequestLog(deps.logger, req, res);
    applySecurityHeaders(res, deps.isProduction);
    applyCorsHeaders(req, res, allowedOrigins);
    serve(deps, contentTypes, req, res, requestId, info).catch((err: unknown) => {
      deps.logger.error('request failed', { err, requestId });
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, errorBody('Internal server error.', 'INTERNAL_SERVER_ERROR'));
    });
  };
}

async function serve(
  deps: GraphqlJsonDeps,
  contentTypes: Map<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  requestInfo: GatewayContext['requestInfo'],
): Promise<void> {
  const raw = await readBody(req, deps.maxBodyBytes);
  if (raw === 'too-large') {
    res.setHeader('Connection', 'close');
    sendJson(res, 413, errorBody('request entity too large', 'PAYLOAD_TOO_LARGE'));
    return;
  }
  const body = parseJson(raw);
  if (body === INVALID) {
    sendJson(res, 400, errorBody('The request body is not valid JSON.', 'BAD_REQUEST'));
    return;
  }
  resolvePersistedDocument(body, deps.documents);
  const request = readGraphqlRequest(body);
  const cacheKey = request && deps.responseCache.keyFor(request, req.headers.accept, isAnonymous(req));
  const cached = (entry: CachedResponse | undefined): Cached | undefined =>
    entry && cacheKey !== null ? { cache: deps.responseCache, key: cacheKey, entry } : undefined;
  /** Sends an answer, keeping it in the whole-answer cache when the request may be (the cache decides). */
  const answer = (
    status: number,
    headers: Iterable<[string, string]>,
    text: string,
    operation: string | null,
  ) =>
    sendCompressed(
      req,
      res,
      text,
      cached(
        cacheKey === null ? undefined : deps.responseCache.store(cacheKey, status, headers, text, operation),
      ),
    );

  const hit = cacheKey === null ? undefined : deps.responseCache.get(cacheKey);
  if (hit) {
    requestInfo.operationName = hit.operationName;
    for (const [key, value] of hit.headers) res.setHeader(key, value);
    res.statusCode = 200;
    await sendCompressed(req, res, hit.body, cached(hit));
    return;
  }
  const { ip, secure } = clientAddress(req, deps.trustProxyHops);
  requestInfo.clientIp = ip;

  const trusted = request && trustedRequest(request, deps.trusted.operations);
  const accept = req.headers.accept ?? '';
  const contentType = trusted ? contentTypes.get(accept) : undefined;
  if (request && trusted && contentType) {
    requestInfo.operationName = trusted.operationName;
    const contextValue = await deps.context({ req, res, secure, requestId, requestInfo });
    const result = await executeTrusted(deps.trusted.run, trusted, request.variables, contextValue);
    if (result) {
      res.setHeader('Content-Type', contentType);
      for (const [key, value] of result.headers) res.setHeader(key, value);
      res.statusCode = result.status;
      await answer(result.status, [['content-type', contentType]], result.body, trusted.operationName);
      return;
    }
    // The variables did not fit: nothing has run; Apollo words the refusal.
  }

  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const response = await deps.apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: query >= 0 ? url.slice(query) : '', body },
    context: () => deps.context({ req, res, secure, requestId, requestInfo }),
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  const answeredType = response.headers.get('content-type');
  if (trusted && answeredType && response.body.kind === 'complete') contentTypes.set(accept, answeredType);
  if (response.body.kind === 'complete') {
    await answer(res.statusCode, response.headers, response.body.string, requestInfo.operationName ?? null);
    return;
  }
  // Incremental delivery (@defer/@stream) is not enabled in this schema; kept correct should it ever be.
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

function readBody(req: IncomingMessage, limit: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    req.resume();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.once('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks, size).toString('utf8')));
    req.once('error', reject);
  });
}

const INVALID = Symbol('invalid JSON');

/** As Express's strict JSON parser: an object or an array, nothing else (Apollo explains what it wants). */
function parseJson(raw: string): unknown {
  const first = raw.trimStart()[0];
  if (first !== '{' && first !== '[') return INVALID;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return INVALID;
  }
}

function errorBody(message: string, code: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code } }] });
}

function sendJson(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** A request that carries no credentials at all: every such request gets the same answer to the same query. */
function isAnonymous(req: IncomingMessage): boolean {
  return (
    req.headers.authorization === undefined && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)
  );
}

interface Cached {
  cache: PublicResponseCache;
  key: string;
  entry: CachedResponse;
}

/**
 * Brotli or gzip for answers worth it (the catalogue is tens of KB of JSON), off the main thread. A cached answer
 * keeps its compressed forms, so it is compressed once per encoding, not once per request.
 */
async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  cached?: Cached,
): Promise<void> {
  appendVary(res, 'Accept-Encoding');
  const encoding = body.length >= COMPRESS_THRESHOLD ? pickEncoding(req.headers['accept-encoding']) : null;
  let payload: string | Buffer = body;
  if (encoding) {
    const ready = cached?.entry.encoded.get(encoding);
    payload = ready ?? (encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body));
    if (cached && !ready) cached.cache.addEncoded(cached.key, cached.entry, encoding, payload);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
  res.end(payload);
}
