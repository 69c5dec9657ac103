/** How an upstream response body arrived: JSON, nothing (204 / empty), an HTML error page, or other text. */
export type UpstreamBodyKind = 'json' | 'empty' | 'html' | 'text';

export interface UpstreamBody {
  kind: UpstreamBodyKind;
  /** Parsed JSON for `json`; null otherwise (HTML and text are never passed on to clients). */
  data: unknown;
}

/** Why an upstream call failed: an HTTP error status, a timeout, the network, or a body we cannot use. */
export type UpstreamFailure = 'http' | 'timeout' | 'network' | 'invalid_body';

export interface UpstreamErrorDetail {
  method: string;
  path: string;
  status?: number;
  body?: UpstreamBody;
  cause?: unknown;
  /** The call carried an access token. */
  sentToken?: boolean;
  /** The request's credentials were signed out, so none was sent. */
  signedOut?: boolean;
}

/**
 * Thrown by the upstream client for every unsuccessful call. It stays inside the gateway: `errors.ts` is the one
 * place that turns it into a GraphQL error or into payload `UserError`s.
 */
export class UpstreamError extends Error {
  readonly failure: UpstreamFailure;
  readonly status: number | undefined;
  readonly body: UpstreamBody | undefined;
  readonly method: string;
  readonly path: string;
  /** The call carried an access token (a 401 then means it expired or is not valid). */
  readonly sentToken: boolean;
  /** The request's credentials were signed out: none was sent, so the upstream's 401 means that. */
  readonly signedOut: boolean;

  constructor(failure: UpstreamFailure, message: string, detail: UpstreamErrorDetail) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.name = 'UpstreamError';
    this.failure = failure;
    this.status = detail.status;
    this.body = detail.body;
    this.method = detail.method;
    this.path = detail.path;
    this.sentToken = detail.sentToken === true;
    this.signedOut = detail.signedOut === true;
  }

  /** JSON body as a plain object, when the upstream sent one. */
  get json(): Record<string, unknown> | undefined {
    const data = this.body?.kind === 'json' ? this.body.data : undefined;
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : undefined;
  }
}

export function isUpstreamStatus(err: unknown, ...statuses: number[]): err is UpstreamError {
  return err instanceof UpstreamError && err.failure === 'http' && statuses.includes(err.status ?? -1);
}
