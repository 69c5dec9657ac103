import type { TraceScope } from '../observability/trace-scope';
import type { Dispatcher } from 'undici';
import type { Logger } from '../logging';
import type { UpstreamBody } from './upstream-error';

/** The viewer's upstream credentials, as the client sees them. */
export interface UpstreamAuth {
  /** Current access token; null for a visitor. */
  readonly accessToken: string | null;
  /** True when a rejected token can be exchanged for a new one (cookie sessions hold a refresh token). */
  readonly canRenew: boolean;
  /** Called after the upstream rejected `rejected`; resolves the token to retry with, or null. */
  renew(rejected: string): Promise<string | null>;
  /** True when the request's credentials were signed out (nothing of them is sent). */
  readonly signedOut?: boolean;
  /** True when the upstream refused the request's token earlier in the request (nothing more is sent). */
  readonly refused?: boolean;
}

export interface CallOptions {
  /** Send the viewer's token (default true). Public endpoints pass false: a stale token would make them 401. */
  auth?: boolean;
  /** Send this bearer token instead of the viewer's (e.g. one just issued by a refresh); never renewed. */
  token?: string;
}

export interface UpstreamResponse {
  method: string;
  path: string;
  status: number;
  body: UpstreamBody;
  /** Parsed JSON, or null for an empty body. */
  data: unknown;
}

export interface UpstreamClientOptions {
  base: URL;
  dispatcher: Dispatcher;
  timeoutMs: number;
  logger: Logger;
  auth?: UpstreamAuth;
  requestId?: string;
  /** Runs each upstream call inside the GraphQL request's trace, so its span joins that trace (tracing.ts). */
  trace?: TraceScope;
}
