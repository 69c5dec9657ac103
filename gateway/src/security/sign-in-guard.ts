import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { rateLimitRejections } from '../observability/metrics';
import type { GatewayStore } from '../store/store';
import {
  GUARDED_OPERATIONS,
  GUARDED_OPERATION_SPECS,
  SESSION_OPERATIONS,
  type GuardedOperation,
  type SessionOperation,
  type GuardedOperationSpec,
} from './guarded-operations';
import { SessionThrottle, SignInThrottle, type SessionLimits, type SignInLimits } from './sign-in-throttle';

export type SignInGuardConfig = SignInLimits & {
  store: GatewayStore;
  /** Per-address limits of `logout` and `refreshSession`; none when absent. */
  session?: Omit<SessionLimits, 'windowMs'>;
};

type Scope = 'ip' | 'username' | 'account';

function rateLimited(retryAfter: number, scope: Scope, kind: GuardedOperationSpec['kind'] | 'session') {
  rateLimitRejections.inc({ limit: scope });
  const minutes = Math.ceil(retryAfter / 60);
  const wait = `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  const what =
    kind === 'password-change'
      ? 'Too many wrong passwords.'
      : kind === 'session'
        ? 'Too many requests from this address.'
        : 'Too many sign-in attempts.';
  return new GraphQLError(`${what} ${wait}`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfter,
      scope,
      // Apollo applies this to the HTTP response: 429 + Retry-After.
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}

const oneAtATime = () =>
  new GraphQLError('One sign-in, sign-up or password change per request.', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });

/**
 * The limits on every sign-in-like operation (`GUARDED_OPERATIONS`), applied around its resolver, so the
 * document's shape cannot matter. At most one guarded call runs per request (mutations run in turn, so the second
 * is refused). Counters follow OWASP (docs/decisions/0013, 0016): failures block one (subject, address) pair;
 * failures of one subject from anywhere slow it down; a per-address ceiling on failed sign-ins (and on sign-ups)
 * stops username spraying. Each limit is reserved atomically before the upstream is asked and given back when the
 * outcome says so: a success, or no answer from the upstream (no password judged) (docs/decisions/0023).
 */
export class SignInGuard {
  private readonly signIn: SignInThrottle;
  private readonly passwords: SignInThrottle;
  private readonly sessions: SessionThrottle | null;
  private readonly calls = new WeakMap<object, number>();

  constructor(config: SignInGuardConfig) {
    this.signIn = new SignInThrottle(config.store, config);
    this.passwords = new SignInThrottle(config.store, config, 'password');
    this.sessions = config.session
      ? new SessionThrottle(config.store, { ...config.session, windowMs: config.windowMs })
      : null;
  }

  /** `logout` and `refreshSession`: one attempt from this address reserved before the operation runs. */
  async runSession<T>(op: SessionOperation, ctx: GatewayContext, resolve: () => Promise<T>): Promise<T> {
    const wait = this.sessions ? await this.sessions.attemptFrom(op, ctx.clientIp) : 0;
    if (wait > 0) throw rateLimited(wait, 'ip', 'session');
    return resolve();
  }

  async run<T>(
    op: GuardedOperation,
    input: Record<string, unknown> | undefined,
    ctx: GatewayContext,
    resolve: () => Promise<T>,
  ): Promise<T> {
    const count = (this.calls.get(ctx) ?? 0) + 1;
    this.calls.set(ctx, count);
    if (count > 1) throw oneAtATime();

    const spec = GUARDED_OPERATION_SPECS[op];
    const throttle = spec.kind === 'password-change' ? this.passwords : this.signIn;
    const address = ctx.clientIp;
    const subject = spec.subject(input, ctx);
    // A sign-in with no username is refused by its resolver without asking the upstream: nothing to count.
    if (!subject && spec.kind === 'sign-in') return resolve();
    if (spec.kind !== 'password-change') {
      const ipWait = await throttle.attemptFrom(address);
      if (ipWait > 0) throw rateLimited(ipWait, 'ip', spec.kind);
    }
    // An exit before the upstream is asked judged no password: the address gets its attempt back.
    const giveAddressBack = () =>
      spec.kind === 'password-change' ? Promise.resolve() : throttle.releasedFrom(address);
    // No subject (no username typed, nobody signed in): the resolver refuses it without a password check.
    if (!subject) {
      await giveAddressBack();
      return resolve();
    }
    const scope: Scope = spec.kind === 'password-change' ? 'account' : 'username';
    const attempt = { username: subject, address };
    // Taken (or refused) in one store operation, before the upstream is asked.
    const wait =
      spec.kind === 'sign-up'
        ? await throttle.signUpAttempt(subject)
        : await throttle.reservePair(subject, address);
    if (wait > 0) {
      await giveAddressBack();
      throw rateLimited(wait, scope, spec.kind);
    }

    let result: T | undefined;
    let error: unknown = null;
    try {
      // Many failures for this subject from everywhere: answer slowly, but still answer.
      const delayMs = spec.kind === 'sign-up' ? 0 : await throttle.slowDownMs(subject);
      if (delayMs > 0) {
        ctx.logger.info({ op, delayMs }, 'guarded operation slowed down for a much-failed subject');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      result = await resolve();
    } catch (err) {
      error = err;
    }
    const outcome = spec.outcome(result, error);
    try {
      // Settled before the answer leaves, so the client's next attempt already sees this one.
      if (spec.kind === 'sign-up') {
        // A sign-up the upstream answered counts, whatever it said; one it never answered is given back.
        if (outcome === 'unanswered')
          await Promise.all([throttle.releasedFrom(address), throttle.signUpReleased(subject)]);
      } else {
        if (outcome === 'failed') await throttle.failed(attempt);
        else if (outcome === 'succeeded') await throttle.succeeded(attempt);
        else await throttle.released(attempt);
        // The per-address ceiling counts only failed sign-ins: a school's shared address is not spent by success.
        if (spec.kind === 'sign-in' && outcome !== 'failed') await throttle.releasedFrom(address);
      }
    } catch (err) {
      // A store hiccup must not turn the operation into a failure; it is logged.
      ctx.logger.warn({ op, err }, 'sign-in throttle update failed');
    }
    if (error) throw error;
    return result as T;
  }
}

type AnyResolver = (
  parent: unknown,
  args: { input?: Record<string, unknown> },
  ctx: GatewayContext,
  info: unknown,
) => unknown;

/**
 * The resolver map with every guarded Mutation field wrapped in `guard`. Throws at start-up when a listed
 * operation has no resolver, so the list cannot name something the guard silently does not cover.
 */
export function withSignInGuard<R extends { Mutation?: unknown }>(resolvers: R, guard: SignInGuard): R {
  const mutation = { ...(resolvers.Mutation as Record<string, unknown> | undefined) };
  for (const op of GUARDED_OPERATIONS) {
    const resolver = mutation[op];
    if (typeof resolver !== 'function') throw new Error(`Guarded operation Mutation.${op} has no resolver`);
    const inner = resolver as AnyResolver;
    mutation[op] = (
      parent: unknown,
      args: { input?: Record<string, unknown> },
      ctx: GatewayContext,
      info: unknown,
    ) => guard.run(op, args.input, ctx, async () => inner(parent, args, ctx, info));
  }
  for (const op of SESSION_OPERATIONS) {
    const resolver = mutation[op];
    if (typeof resolver !== 'function') throw new Error(`Limited operation Mutation.${op} has no resolver`);
    const inner = resolver as AnyResolver;
    mutation[op] = (
      parent: unknown,
      args: { input?: Record<string, unknown> },
      ctx: GatewayContext,
      info: unknown,
    ) => guard.runSession(op, ctx, async () => inner(parent, args, ctx, info));
  }
  return { ...resolvers, Mutation: mutation };
}
