// Replays ONE recorded response of the real backend (upstream-double/real-api/contract/NNN_*.json) to whatever the
// gateway asks, and records what the gateway sent, so each case checks request and mapping end to end.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { Agent } from 'undici';
import { expect } from 'vitest';
import { silentLogger } from '../../../gateway/src/logging';
import { standingKey } from '../../../gateway/src/session/account-standing';
import { UpstreamClient } from '../../../gateway/src/upstream/client';
import { startStack, type GqlResult, type Stack, type UploadFile } from '../support';

/** The recordings live with the REST double: `upstream-double/real-api/contract` from the repo root. */
export const CONTRACT_DIR = resolve(
  fileURLToPath(new URL('../../../', import.meta.url)),
  'upstream-double/real-api/contract',
);

export interface Recording {
  case: string;
  request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    json?: unknown;
    multipart?: Record<string, string>;
  };
  response: { status: number; headers: Record<string, string>; body_kind: 'json' | 'text'; body: unknown };
}

export function recordingFiles(): string[] {
  return readdirSync(CONTRACT_DIR)
    .filter((f) => /^\d{3}_.*\.json$/.test(f))
    .sort();
}

export function loadRecording(file: string): Recording {
  return JSON.parse(readFileSync(join(CONTRACT_DIR, file), 'utf8')) as Recording;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An account's `user/me/` as the gateway reads it for the account's standing (role, status). */
export interface StandingAnswer {
  role: string;
  account_status: string;
}

export class Harness {
  recording!: Recording;
  received: Received[] = [];
  /**
   * What `GET user/me/` answers when the gateway asks it for a bearer's standing (the staff check before execution,
   * the subscription check of quiz writes) in a case whose recording is of another endpoint. Such lookups are
   * answered here and left out of `received`, so each case still sees exactly the calls its operation made. A case
   * recorded for a staff or expired account sets it.
   */
  standing: StandingAnswer = { role: 'student', account_status: 'active' };
  /**
   * Answers (200 JSON) for GETs of other paths a composition makes besides the recorded one, e.g. her history
   * beside subject performance; like the standing lookups, they are left out of `received`.
   */
  also: Record<string, unknown> = {};
  private server!: Server;
  private stack!: Stack;
  private agent = new Agent();
  base!: URL;

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const recordedPath = this.recording.request.path.split('?')[0];
        if (req.method === 'GET' && req.url === '/api/user/me/' && recordedPath !== '/api/user/me/') {
          const me = { username: 'contract', full_name: 'Contract', email: null, ...this.standing };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(me));
          return;
        }
        const extra = req.method === 'GET' && req.url !== recordedPath ? this.also[req.url ?? ''] : undefined;
        if (extra !== undefined) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(extra));
          return;
        }
        this.received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        const { status, headers, body_kind, body } = this.recording.response;
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(headers))
          if (/^(content-type|location|www-authenticate)$/i.test(k)) out[k] = v;
        const text =
          status === 204 ? undefined : body_kind === 'json' ? JSON.stringify(body) : String(body ?? '');
        res.writeHead(status, out).end(text);
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = new URL(`http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/`);
    // No public cache (each case replays a different answer); a 1 s time-out keeps failures quick.
    this.stack = await startStack({
      UPSTREAM_URL: this.base.href,
      PUBLIC_CACHE_TTL_MS: '0',
      UPSTREAM_TIMEOUT_MS: '1000',
    });
  }

  async stop() {
    await this.stack.close();
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
    await this.agent.close();
  }

  use(recording: Recording) {
    this.recording = recording;
    this.received = [];
    this.standing = { role: 'student', account_status: 'active' };
    this.also = {};
    // Every case starts from an empty store: a standing kept for the shared test token must not carry over.
    const cache = this.stack.gateway.store.cache;
    if (cache instanceof InMemoryLRUCache) cache.clear();
    // Nor a refusal kept for it (a case recorded with a 401 from user/me/).
    for (const token of this.tokensSent)
      for (const prefix of ['viewer:v1', 'viewer-refused:v1'])
        void this.stack.gateway.store.entries.delete(`${prefix}:${standingKey({ token })}`);
  }

  /** Bearer tokens sent so far: their viewer records are forgotten between cases. */
  private readonly tokensSent = new Set<string>(['contract-access-token']);

  /** The Authorization header the recording carried, as the GraphQL client would send it. */
  private authHeaders(auth: boolean | string | undefined): Record<string, string> {
    if (typeof auth === 'string') {
      const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
      if (token) this.tokensSent.add(token);
      return { authorization: auth };
    }
    if (auth === false) return {};
    return this.recording.request.headers.Authorization
      ? { authorization: 'Bearer contract-access-token' }
      : {};
  }

  async gql(
    query: string,
    variables: Record<string, unknown> = {},
    auth?: boolean | string,
  ): Promise<GqlResult> {
    return this.noUpstreamWords(await this.stack.client(this.authHeaders(auth)).gql(query, variables));
  }

  async upload(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    auth?: boolean | string,
  ) {
    return this.noUpstreamWords(
      await this.stack.client(this.authHeaders(auth)).upload(query, variables, files),
    );
  }

  /** The recorded response's sentences (its messages: strings with a space, of some length). */
  upstreamWords(): string[] {
    const out: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') {
        if (v.length >= 10 && v.includes(' ')) out.push(v);
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    if (this.recording.response.status >= 400) walk(this.recording.response.body);
    return out;
  }

  /** Every case: no refusal of the upstream reaches the client in its own words. */
  private noUpstreamWords(res: GqlResult): GqlResult {
    const errors: unknown[] = [res.errors ?? []];
    const collect = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'errors') errors.push(x);
          else collect(x);
        }
    };
    collect(res.data);
    const shown = JSON.stringify(errors);
    for (const words of this.upstreamWords()) expect(shown).not.toContain(words);
    return res;
  }

  /** Files as the recording describes them (`<file pic.png image/png 70 bytes>`), with bytes of that size. */
  recordedFile(field: string, path: string): UploadFile {
    const m = /^<file (\S+) (\S+) (\d+) bytes>$/.exec(this.recording.request.multipart?.[field] ?? '');
    if (!m) throw new Error(`no file ${field} in ${this.recording.case}`);
    const bytes = Buffer.alloc(Number(m[3]), 0x2a);
    bytes.set([0x89, 0x50, 0x4e, 0x47]);
    return { path, filename: m[1]!, type: m[2]!, bytes };
  }

  /** The upstream client alone, for recordings the gateway has no GraphQL operation for. */
  client(): UpstreamClient {
    return new UpstreamClient({
      base: this.base,
      dispatcher: this.agent,
      timeoutMs: 1000,
      logger: silentLogger,
    });
  }

  calls(): string[] {
    return this.received.map((r) => `${r.method} ${r.path}`);
  }

  json(index = 0): unknown {
    return JSON.parse(this.received[index]!.body.toString('utf8'));
  }

  /** The multipart body the upstream got: text fields, and files as the recording's placeholder notation. */
  async form(index = 0): Promise<Record<string, string>> {
    const r = this.received[index]!;
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    const form = await new Response(new Uint8Array(r.body), {
      headers: { 'content-type': String(r.headers['content-type']) },
    }).formData();
    const out: Record<string, string> = {};
    form.forEach((v, k) => {
      out[k] = typeof v === 'string' ? v : `<file ${v.name} ${v.type} ${v.size} bytes>`;
    });
    return out;
  }
}

export type CaseFn = (h: Harness) => Promise<void>;

/** The recorded multipart fields (files as `<file name type size bytes>` placeholders). */
export const multipartOf = (h: Harness) => (h.recording.request.multipart ?? {}) as Record<string, string>;

/** Upstream wording → GraphQL enum value ("Khyber-Pakhtunkhwa" → KHYBER_PAKHTUNKHWA). */
export const upperSnake = (v: string | undefined) => v?.toUpperCase().replace(/[- ]/g, '_');

/** Asserts one GraphQL error with this code (and optionally this message: ours, never the upstream's). */
export function expectError(res: GqlResult, code: string, message?: string) {
  expect(res.errors?.map((e) => e.extensions?.code)).toEqual([code]);
  if (message) expect(res.errors?.[0]?.message).toBe(message);
  expect(JSON.stringify(res.errors)).not.toMatch(/<[a-z!]|stacktrace/i);
}
