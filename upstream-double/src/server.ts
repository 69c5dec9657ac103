// The node:http server: request log, faults, CORS, media, /__double/ admin, and the /api/ routes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { handleAdmin } from './admin-http';
import { corsHeaders, isPreflight, preflightHeaders } from './cors';
import type { Ctx } from './context';
import { interrupts, type Faults } from './faults';
import {
  djangoErrorHtml,
  json,
  NOT_FOUND_HTML,
  parseBody,
  readBody,
  summarizeBody,
  type Reply,
} from './http-util';
import { mediaFile } from './media';
import { matchRoute, runView } from './routes';
import type { State } from './state';
import type { TokenStore } from './tokens';
import type { FidelitySetting } from './fidelity';
import type { DoubleAdmin, RecordedRequest } from './types';

export interface ServerDeps {
  getState(): State;
  tokens: TokenStore;
  faults: Faults;
  admin: DoubleAdmin;
  requests: RecordedRequest[];
  /** Requests received per pathname since the start or the last reset, however long the log has grown. */
  requestCounts: Map<string, number>;
  /** The most requests `requests` holds. */
  requestLogLimit: number;
  corsOrigins: Set<string>;
  origin(): string;
  reset(): void;
  log: boolean;
  fidelity: FidelitySetting;
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function write(res: ServerResponse, reply: Reply, extra: Record<string, string>): void {
  const headers: Record<string, string> = { ...extra };
  let body = '';
  if (reply.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers.Vary = 'Accept, Cookie, Origin';
    body = JSON.stringify(reply.json);
  } else if (reply.html !== undefined) {
    headers['Content-Type'] = reply.contentType ?? 'text/html';
    headers.Vary = 'Cookie, Origin';
    body = reply.html;
  } else if (reply.text !== undefined) {
    headers['Content-Type'] = reply.contentType ?? 'text/plain';
    body = reply.text;
  } else if (reply.contentType) {
    headers['Content-Type'] = reply.contentType;
  }
  Object.assign(headers, reply.headers);
  res.writeHead(reply.status, headers);
  res.end(reply.status === 204 || reply.status === 304 ? undefined : body);
}

/** The backend proper: everything below /api/, the media files, and Django's 404 for the rest. */
function dispatch(deps: ServerDeps, ctx: Ctx, path: string, search: string): Reply {
  const media = ctx.method === 'GET' || ctx.method === 'HEAD' ? mediaFile(path) : undefined;
  if (media)
    return {
      status: 200,
      text: media,
      contentType: 'image/svg+xml',
      headers: { 'Cache-Control': 'max-age=3600' },
    };
  if (!path.startsWith('/api/')) return { status: 404, html: NOT_FOUND_HTML };
  const rel = path.slice('/api/'.length);
  const match = matchRoute(rel);
  if (match) return runView(ctx, match);
  // Django's APPEND_SLASH: redirect only when the slashed URL exists (GET and POST alike, DEBUG=False).
  if (!rel.endsWith('/') && matchRoute(`${rel}/`)) {
    return {
      status: 301,
      text: '',
      contentType: 'text/html; charset=utf-8',
      headers: { Location: `${path}/${search}`, Vary: 'Origin' },
    };
  }
  return { status: 404, html: NOT_FOUND_HTML };
}

function faultReply(status: number | undefined, body: unknown, html: boolean | undefined): Reply {
  const code = status ?? 500;
  if (html) return { status: code, html: typeof body === 'string' ? body : djangoErrorHtml(code) };
  if (typeof body === 'string') return { status: code, text: body };
  return json(code, body === undefined ? { detail: 'Injected fault.' } : body);
}

export function createDoubleServer(deps: ServerDeps) {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(deps, req, res).catch((e: unknown) => {
      if (deps.log) console.error('[upstream double]', e);
      if (!res.headersSent) write(res, { status: 500, html: djangoErrorHtml(500) }, {});
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return { server, sockets };
}

async function handle(deps: ServerDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://double.invalid');
  const path = url.pathname;
  const headers = lowerHeaders(req);
  const raw = await readBody(req);
  const body = await parseBody(headers['content-type'], raw);
  const cors = corsHeaders(headers.origin, deps.corsOrigins);
  if (path.startsWith('/__double/')) {
    write(res, handleAdmin(method, path, body.kind === 'json' ? body.value : null, deps), cors);
    return;
  }
  const state = deps.getState();
  deps.requestCounts.set(path, (deps.requestCounts.get(path) ?? 0) + 1);
  // A double left running (npm start) must not grow without bound: past the limit the oldest half goes.
  if (deps.requests.length >= deps.requestLogLimit)
    deps.requests.splice(0, Math.ceil(deps.requestLogLimit / 2));
  deps.requests.push({
    method,
    path: path + url.search,
    headers,
    body: summarizeBody(body),
    time: state.now().toISOString(),
  });
  const fault = deps.faults.take(method, path);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.drop) {
    req.socket.destroy();
    return;
  }
  let reply: Reply;
  let extra = cors;
  if (fault && interrupts(fault)) reply = faultReply(fault.status, fault.body, fault.html);
  else if (isPreflight(method, headers)) {
    reply = { status: 200, text: '', contentType: 'text/html; charset=utf-8' };
    extra = preflightHeaders(headers.origin, deps.corsOrigins);
  } else {
    const ctx: Ctx = {
      method,
      path,
      headers,
      body,
      state,
      tokens: deps.tokens,
      defects: new Set(deps.fidelity.defects),
      origin: deps.origin(),
      user: null,
    };
    reply = dispatch(deps, ctx, path, url.search);
  }
  write(res, reply, extra);
  if (deps.log)
    console.log(`[upstream double] ${method} ${path}${url.search} ${reply.status} ${Date.now() - started}ms`);
}
