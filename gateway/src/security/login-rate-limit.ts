import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context';
import { SlidingWindow } from './sliding-window';

/**
 * Login and sign-up throttling, in memory. Sized for a class of 40 children behind ONE school IP, each of
 * whom may mistype a few times: per IP every attempt counts; per username only FAILED logins count (a child
 * who signs in and out all day is never blocked), and every sign-up attempt for that username counts.
 */
export interface RateLimitConfig {
  perIp: number;
  perUsername: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = { perIp: 100, perUsername: 10, windowMs: 10 * 60_000 };

const GUARDED = new Set(['login', 'registerAccount']);

function rateLimited(retryAfter: number, scope: 'ip' | 'username') {
  const minutes = Math.ceil(retryAfter / 60);
  const headers = new Map([['retry-after', String(retryAfter)]]);
  return new GraphQLError(
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfterSeconds: retryAfter,
        scope,
        // Apollo applies this to the HTTP response: 429 + Retry-After.
        http: { status: 429, headers },
      },
    },
  );
}

function usernamesOf(op: OperationDefinitionNode, variables: Record<string, unknown>) {
  const found: Array<{ field: string; username: string }> = [];
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD || !GUARDED.has(sel.name.value)) continue;
    const arg = sel.arguments?.find((a) => a.name.value === 'input');
    const input = arg ? (valueFromASTUntyped(arg.value, variables) as { username?: unknown } | null) : null;
    const username = typeof input?.username === 'string' ? input.username.trim().toLowerCase() : '';
    found.push({ field: sel.name.value, username });
  }
  return found;
}

export function loginRateLimit(config: RateLimitConfig): ApolloServerPlugin<GatewayContext> {
  const byIp = new SlidingWindow(config.perIp, config.windowMs);
  const byUsername = new SlidingWindow(config.perUsername, config.windowMs);
  return {
    async requestDidStart() {
      let guarded: Array<{ field: string; username: string }> = [];
      return {
        async didResolveOperation(rc) {
          if (rc.operation?.operation !== 'mutation') return;
          guarded = usernamesOf(rc.operation, rc.request.variables ?? {});
          if (guarded.length === 0) return;
          // Aliases would otherwise try many passwords in one request, past the per-username check.
          if (guarded.length > 1)
            throw new GraphQLError('Sign in or sign up one account at a time.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          const ip = rc.contextValue.requestInfo.clientIp ?? 'unknown';
          const ipWait = byIp.retryAfter(ip);
          if (ipWait > 0) throw rateLimited(ipWait, 'ip');
          for (const g of guarded) {
            const wait = g.username ? byUsername.retryAfter(`${g.field}:${g.username}`) : 0;
            if (wait > 0) throw rateLimited(wait, 'username');
          }
          for (const g of guarded) {
            byIp.hit(ip);
            if (g.field === 'registerAccount' && g.username) byUsername.hit(`${g.field}:${g.username}`);
          }
        },
        async executionDidStart() {
          if (!guarded.some((g) => g.field === 'login' && g.username)) return;
          return {
            willResolveField({ info }) {
              if (info.parentType.name !== 'Mutation' || info.fieldName !== 'login') return;
              return (error, result) => {
                // Any login that did not produce a session counts against the username.
                const session = (result as { session?: unknown } | null | undefined)?.session;
                if (error || session) return;
                const name = guarded.find((g) => g.field === 'login')?.username;
                if (name) byUsername.hit(`login:${name}`);
              };
            },
          };
        },
      };
    },
  };
}
