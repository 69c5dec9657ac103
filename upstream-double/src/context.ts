// Per-request context and the DRF-like pieces every view shares: JWT authentication, role errors,
// and lazy access to request.data (so 415/400 happen exactly where DRF would raise them).
import { json, ReplyError, type FileUpload, type ParsedBody, type Reply } from './http-util';
import type { User } from './model';
import type { State } from './state';
import type { TokenStore } from './tokens';
import type { Defect } from './types';

export interface Ctx {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: ParsedBody;
  state: State;
  tokens: TokenStore;
  origin: string; // the double's own origin, for absolute media URLs
  user: User | null;
  /** The recorded defects the handlers reproduce now (fidelity.ts). */
  defects: ReadonlySet<Defect>;
}

export const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Bearer realm="api"' };

export const NOT_AUTHENTICATED: Reply = json(
  401,
  { detail: 'Authentication credentials were not provided.' },
  UNAUTHORIZED_HEADERS,
);

export const TOKEN_NOT_VALID: Reply = json(
  401,
  {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
  },
  UNAUTHORIZED_HEADERS,
);

/** SimpleJWT's JWTAuthentication: a non-Bearer header means "no credentials", a bad token is a 401. */
export function authenticate(ctx: Ctx): User | null {
  const header = ctx.headers.authorization;
  if (!header) return null;
  const parts = header.trim().split(/\s+/);
  if (parts[0] !== 'Bearer') return null;
  if (parts.length !== 2) {
    throw new ReplyError(
      json(
        401,
        {
          detail: 'Authorization header must contain two space-delimited values',
          code: 'bad_authorization_header',
        },
        UNAUTHORIZED_HEADERS,
      ),
    );
  }
  const check = ctx.tokens.check(parts[1] ?? '', 'access', (id) => ctx.state.users.get(id));
  if (!check.ok) {
    if (check.reason === 'user_not_found')
      throw new ReplyError(
        json(401, { detail: 'User not found', code: 'user_not_found' }, UNAUTHORIZED_HEADERS),
      );
    throw new ReplyError(TOKEN_NOT_VALID);
  }
  const user = ctx.state.users.get(check.claims.user_id);
  if (!user) throw new ReplyError(TOKEN_NOT_VALID);
  if (!user.isActive)
    throw new ReplyError(
      json(401, { detail: 'User is inactive', code: 'user_inactive' }, UNAUTHORIZED_HEADERS),
    );
  return user;
}

export interface RequestData {
  values: Record<string, unknown>;
  files: Record<string, FileUpload>;
}

/**
 * request.data. `formOnly` views (register, renewal, edit profile) have MultiPartParser+FormParser
 * only, so JSON is a 415 there; the other views take JSON, form and multipart.
 */
export function requestData(ctx: Ctx, formOnly = false): RequestData {
  const body = ctx.body;
  const unsupported = (mediaType: string): never => {
    throw new ReplyError(json(415, { detail: `Unsupported media type "${mediaType}" in request.` }));
  };
  switch (body.kind) {
    case 'none':
      return { values: {}, files: {} };
    case 'json':
      if (formOnly) unsupported('application/json');
      return {
        values:
          typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)
            ? (body.value as Record<string, unknown>)
            : {},
        files: {},
      };
    case 'form':
      return { values: { ...body.fields }, files: body.files };
    case 'text':
      return unsupported(body.mediaType || 'text/plain');
    case 'error':
      if (formOnly && body.mediaType === 'application/json') unsupported('application/json');
      throw new ReplyError(json(400, { detail: body.detail }));
  }
}

/** Python truthiness, which the backend's `if not all([...])` checks rely on. */
export function truthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
