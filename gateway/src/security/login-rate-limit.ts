import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context';
import { rateLimitRejections } from '../observability/metrics';
import type { GatewayStore } from '../store/store';
import { SignInThrottle, type SignInLimits } from './sign-in-throttle';

export type RateLimitConfig = SignInLimits & { store: GatewayStore };

const GUARDED = new Set(['login', 'registerAccount']);

function rateLimited(retryAfter: number, scope: 'ip' | 'username') {
  rateLimitRejections.inc({ limit: scope });
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

/**
 * Sign-in and sign-up throttling as OWASP advises against both guessing and lock-out abuse
 * (docs/decisions/0013-lock-out-and-revocation.md): failures block one (username, address) pair, never the
 * username everywhere, so a stranger cannot keep a child out by mistyping the child's username.
 */
export function loginRateLimit(config: RateLimitConfig): ApolloServerPlugin<GatewayContext> {
  const throttle = new SignInThrottle(config.store, config);
  return {
    async requestDidStart() {
      let login: { username: string; address: string } | null = null;
      let recording: Promise<void> | null = null;
      return {
        async didResolveOperation(rc) {
          if (rc.operation?.operation !== 'mutation') return;
          const guarded = usernamesOf(rc.operation, rc.request.variables ?? {});
          if (guarded.length === 0) return;
          // Aliases would otherwise try many passwords in one request, past the per-username check.
          if (guarded.length > 1)
            throw new GraphQLError('Sign in or sign up one account at a time.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          const { field, username } = guarded[0]!;
          const ctx = rc.contextValue;
          const address = ctx.clientIp;
          const ipWait = await throttle.attemptFrom(address);
          if (ipWait > 0) throw rateLimited(ipWait, 'ip');
          if (!username) return;
          if (field === 'registerAccount') {
            const wait = await throttle.signUpAttempt(username);
            if (wait > 0) throw rateLimited(wait, 'username');
            return;
          }
          const wait = await throttle.pairWait(username, address);
          if (wait > 0) throw rateLimited(wait, 'username');
          login = { username, address };
          // Many failures for this username from everywhere: answer slowly, but still answer.
          const delayMs = await throttle.slowDownMs(username);
          if (delayMs > 0) {
            ctx.logger.info({ delayMs }, 'sign-in slowed down for a much-failed username');
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          }
        },
        async executionDidStart() {
          if (!login) return;
          const attempt = login;
          return {
            willResolveField({ info, contextValue }) {
              if (info.parentType.name !== 'Mutation' || info.fieldName !== 'login') return;
              return (error, result) => {
                // Any login that did not produce a session is a failure of this pair.
                const session = (result as { session?: unknown } | null | undefined)?.session;
                const outcome = error || !session ? throttle.failed(attempt) : throttle.succeeded(attempt);
                // A store hiccup must not turn the sign-in into a failure; it is logged.
                recording = outcome.catch((err: unknown) =>
                  contextValue.logger.warn({ err }, 'sign-in throttle update failed'),
                );
              };
            },
          };
        },
        // Counted before the answer leaves, so the client's next attempt already sees this one.
        async willSendResponse() {
          await recording;
        },
      };
    },
  };
}
