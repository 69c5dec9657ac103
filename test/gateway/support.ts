// Shared harness for the gateway integration tests: the REST double and the gateway over real HTTP on
// 127.0.0.1:0, plus a tiny GraphQL client that keeps cookies like a browser.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import { buildApp, type GatewayApp } from '../../gateway/src/app';
import type { GatewayContext } from '../../gateway/src/context';
import { loadEnv, type Env } from '../../gateway/src/config/env';
import { createLogger, type Logger } from '../../gateway/src/logging';
import type { GatewayStore } from '../../gateway/src/store/store';
import {
  startUpstreamDouble,
  type Fidelity,
  type RecordedRequest,
  type StartDoubleOptions,
  type UpstreamDouble,
} from '@learnify/upstream-double';

export const PASSWORD = 'learnify123';

export interface GqlError {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}
// Tests read arbitrary response shapes; `any` keeps assertions short (the schema is checked by the server).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = any;
export interface GqlResult {
  status: number;
  headers: Headers;
  data: Data;
  errors: GqlError[] | undefined;
  setCookies: string[];
}

export interface UploadFile {
  /** Variable path, e.g. `input.feeReceipt`. */
  path: string;
  filename: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export class GqlClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly url: string,
    public headers: Record<string, string> = {},
  ) {}

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: this.cookieString() };
  }

  /** The `Cookie` header this browser sends (empty when it holds none). */
  cookieString(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The same browser sending its requests to another gateway (as a balancer would): its cookies and headers. */
  on(url: string): GqlClient {
    const other = new GqlClient(url, { ...this.headers });
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  /** The data of `query`; fails, saying what came back, unless the answer is a 200 without errors. */
  async data(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const res = await this.gql(query, variables);
    if (res.status !== 200 || res.errors)
      throw new Error(`${query.trim().slice(0, 80)}: ${res.status} ${JSON.stringify(res.errors)}`);
    return res.data;
  }

  private async finish(res: Response): Promise<GqlResult> {
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair = '', ...attrs] = c.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: { data?: Data; errors?: GqlError[] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors, setCookies };
  }

  async gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader(), ...this.headers, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return this.finish(res);
  }

  /** A GraphQL multipart request (spec: operations, map, files), as apollo-upload-client sends it. */
  async upload(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    opts: { preflight?: boolean; headers?: Record<string, string> } = {},
  ) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables }));
    form.set(
      'map',
      JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.path}`]]))),
    );
    files.forEach((f, i) => form.set(String(i), new Blob([f.bytes], { type: f.type }), f.filename));
    const preflight: Record<string, string> =
      opts.preflight === false ? {} : { 'apollo-require-preflight': 'true' };
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { ...this.cookieHeader(), ...this.headers, ...preflight, ...opts.headers },
      body: form,
    });
    return this.finish(res);
  }

  /** Signs in through the gateway (cookie session by default). */
  async login(username: string, opts: { remember?: boolean; bearer?: boolean; password?: string } = {}) {
    const res = await this.gql(LOGIN, {
      input: {
        username,
        password: opts.password ?? PASSWORD,
        remember: opts.remember ?? false,
        tokenDelivery: opts.bearer ? 'BEARER' : 'COOKIE',
      },
    });
    if (!res.data?.login?.session)
      throw new Error(`login ${username} failed: ${JSON.stringify(res.data ?? res.errors)}`);
    return res;
  }
}

export interface SignInOptions {
  /** The token in an Authorization header on every request instead of a session cookie. */
  bearer?: boolean;
  remember?: boolean;
  password?: string;
}

/** A browser (or, with `bearer`, an app) signed in as `username` on the gateway at `url`. */
export async function signInAt(url: string, username: string, opts: SignInOptions = {}): Promise<GqlClient> {
  const client = new GqlClient(url);
  const res = await client.login(username, opts);
  if (opts.bearer) client.headers = { authorization: `Bearer ${res.data.login.session.tokens.accessToken}` };
  return client;
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      errors {
        code
        field
        message
      }
      session {
        role
        accountStatus
        tokens {
          accessToken
          refreshToken
        }
        user {
          id
          username
          fullName
          role
          accountStatus
        }
      }
    }
  }
`;

/** A student's sign-up with every text field filled in (the files are left to each test). */
export const STUDENT_SIGN_UP = {
  role: 'STUDENT',
  guardianConsent: true,
  username: 'kid_signup',
  password: 'Signup#123',
  fullName: 'Sign Up Kid',
  email: 'kid@example.com',
  gender: 'FEMALE',
  homeLanguage: 'URDU',
  schoolingStatus: 'PUBLIC_SCHOOL',
  schoolName: 'Iqra Model School',
  gradeId: '3',
  city: 'Peshawar',
  province: 'KHYBER_PAKHTUNKHWA',
  plan: 'MONTHLY',
};

/** Sign-up as the tests send it (a multipart upload or plain JSON), with every field of its answer. */
export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!) {
    registerAccount(input: $input) {
      created
      message
      errors {
        code
        field
        message
      }
    }
  }
`;

/** Sign-up with only whether it was created and each refusal's code and field. */
export const REGISTER_REFUSALS = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!) {
    registerAccount(input: $input) {
      created
      errors {
        code
        field
      }
    }
  }
`;

/** A password change with its user errors. */
export const CHANGE_PASSWORD = /* GraphQL */ `
  mutation Change($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      errors {
        code
        field
        message
      }
    }
  }
`;

export interface Stack {
  double: UpstreamDouble;
  env: Env;
  gateway: GatewayApp;
  url: string;
  client(headers?: Record<string, string>): GqlClient;
  /** A client signed in as `username`: a cookie session, or with `bearer` the token in every request's header. */
  signedIn(username: string, opts?: SignInOptions): Promise<GqlClient>;
  /** Requests the double received for an exact pathname (without query). */
  upstreamCalls(pathname: string, method?: string): number;
  /** The last request the double received for an exact path. */
  lastUpstream(path: string): RecordedRequest | undefined;
  close(): Promise<void>;
}

export async function startStack(
  envOverrides: Record<string, string> = {},
  opts: {
    double?: UpstreamDouble;
    logger?: Logger;
    plugins?: ApolloServerPlugin<GatewayContext>[];
    /** A store of the caller's (e.g. on Redis); the caller closes it. */
    store?: GatewayStore;
    /** Without `double`: the seed of the stack's own double ('minimal' by default). */
    seed?: StartDoubleOptions['seed'];
  } = {},
): Promise<Stack> {
  const double = opts.double;
  const ownDouble = !double;
  const upstream = double ?? (await testDouble({ seed: opts.seed ?? 'minimal' }));
  const env = loadEnv({
    NODE_ENV: 'test',
    UPSTREAM_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/learnify-web-dist',
    ...envOverrides,
  });
  const gateway = await buildApp(env, {
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.plugins ? { plugins: opts.plugins } : {}),
    ...(opts.store ? { store: opts.store } : {}),
  });
  const server: Server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    double: upstream,
    env,
    gateway,
    url,
    client: (headers) => new GqlClient(url, headers),
    signedIn: (username, signIn) => signInAt(url, username, signIn),
    upstreamCalls: (pathname, method) =>
      upstream.requests.filter((r) => r.path.split('?')[0] === pathname && (!method || r.method === method))
        .length,
    lastUpstream: (path) => upstream.requests.filter((r) => r.path === path).at(-1),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      if (ownDouble) await upstream.close();
    },
  };
}

/** One line the gateway logged, parsed (pino's JSON: `msg`, `level` and the fields it was given). */
export type LogEntry = { msg?: string; level?: string } & Record<string, unknown>;

/**
 * A logger that keeps what it writes, for `startStack(env, { logger })`: tests read what the gateway did (a delay
 * it applied, a render it gave up on) from its own account instead of timing it.
 */
export function recordingLogger(level: 'debug' | 'info' | 'warn' = 'info') {
  const entries: LogEntry[] = [];
  return {
    logger: createLogger(level, (line) => entries.push(JSON.parse(line) as LogEntry)),
    entries,
    /** The entries logged with this message. */
    withMessage: (msg: string) => entries.filter((e) => e.msg === msg),
  };
}

/**
 * The double's fidelity this run tests against: `LEARNIFY_TEST_FIDELITY` (set by the `gateway-recorded` project of
 * vitest.config.ts), 'corrected' when unset. The double itself never reads the environment.
 */
export function fidelityUnderTest(): Fidelity {
  const raw = process.env.LEARNIFY_TEST_FIDELITY?.trim();
  if (!raw || raw === 'corrected') return 'corrected';
  if (raw === 'recorded') return 'recorded';
  throw new Error(`LEARNIFY_TEST_FIDELITY must be "corrected" or "recorded", not "${raw}"`);
}

/** A double on a free port at the fidelity under test (unless the caller names one). */
export function testDouble(opts: StartDoubleOptions = {}): Promise<UpstreamDouble> {
  return startUpstreamDouble({ port: 0, fidelity: fidelityUnderTest(), ...opts });
}

/** The `extensions.code` of each error, for short assertions. */
export const codes = (r: GqlResult) => (r.errors ?? []).map((e) => e.extensions?.code);

/** A real PNG (1×1), small enough for tests and accepted by image validation. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A "PNG" of any size: the PNG signature then random bytes (the double checks magic bytes, like Pillow would). */
export const bigPng = (size: number) => Buffer.concat([PNG_1X1.subarray(0, 8), randomBytes(size - 8)]);

/** A token straight from the double (staff cannot get one through the gateway). */
export async function upstreamToken(double: UpstreamDouble, username: string): Promise<string> {
  const res = await fetch(`${double.url}token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { access: string }).access;
}
