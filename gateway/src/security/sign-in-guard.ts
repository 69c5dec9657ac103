import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { pleaseWait, rateLimited } from '../errors';
import { rateLimitRejections } from '../observability/metrics';
import { slot } from '../lib/scope';
import { isRefusal, type GatewayStore, type Refusal, type Reservation } from '../store/store';
import {
  GUARDED_OPERATION_SPECS,
  LIMITED_OPERATIONS,
  isSessionOperation,
  type GuardedOperation,
  type GuardedOperationSpec,
  type GuardedOutcome,
  type LimitedOperation,
  type SessionOperation,
} from './guarded-operations';
import { SessionThrottle, SignInThrottle, type SessionLimits, type SignInLimits } from './sign-in-throttle';

export type SignInGuardConfig = SignInLimits & {
  store: GatewayStore;
  /** Per-address limits of `logout` and `refreshSession`; none when absent. */
  session?: Omit<SessionLimits, 'windowMs'>;
};

type Scope = 'ip' | 'username' | 'account';

function refused(refusal: Refusal, scope: Scope, kind: GuardedOperationSpec['kind'] | 'session') {
  rateLimitRejections.inc({ limit: scope });
  const what =
    kind === 'password-change'
      ? 'Too many wrong passwords.'
      : kind === 'session'
        ? 'Too many requests from this address.'
        : 'Too many sign-in attempts.';
  // Apollo applies `http` to the response: 429 + Retry-After.
  return rateLimited(`${what} ${pleaseWait(refusal.retryAfterMs)}`, refusal.retryAfterMs, {
    retryable: true,
    scope,
  });
}

const oneAtATime = () =>
  new GraphQLError('One sign-in, sign-up or password change per request.', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });

/** How many guarded calls this request has made. */
const GUARDED_CALLS = slot<{ count: number }>('guarded-calls');

/**
 * The limits on every limited operation, applied around its resolver, so the document's shape cannot matter.
 * Sign-in-like operations (`GUARDED_OPERATIONS`): at most one guarded call runs per request (mutations run in turn,
 * so the second is refused), and counters follow OWASP (docs/decisions/0013, 0016): failures block one (subject,
 * address) pair; failures of one subject from anywhere slow it down; a per-address ceiling on failed sign-ins (and
 * on sign-ups) stops username spraying. Session operations (`SESSION_OPERATIONS`): one attempt per address,
 * whatever its outcome. Each limit is reserved atomically before the upstream is asked, then kept or given back as
 * the outcome says: a success, or no answer from the upstream (no password judged) (docs/decisions/0023).
 */
export class SignInGuard {
  private readonly signIn: SignInThrottle;
  private readonly passwords: SignInThrottle;
  private readonly sessions: SessionThrottle | null;

  constructor(config: SignInGuardConfig) {
    this.signIn = new SignInThrottle(config.store, config);
    this.passwords = new SignInThrottle(config.store, config, 'password');
    this.sessions = config.session
      ? new SessionThrottle(config.store, { ...config.session, windowMs: config.windowMs })
      : null;
  }

  /** Runs `resolve` for the limited operation `op` under its limits. */
  run<T>(
    op: LimitedOperation,
    input: Record<string, unknown> | undefined,
    ctx: GatewayContext,
    resolve: () => Promise<T>,
  ): Promise<T> {
    return isSessionOperation(op)
      ? this.runSession(op, ctx, resolve)
      : this.runGuarded(op, input, ctx, resolve);
  }

  /** `logout` and `refreshSession`: one attempt from this address, counted whatever its outcome. */
  private async runSession<T>(
    op: SessionOperation,
    ctx: GatewayContext,
    resolve: () => Promise<T>,
  ): Promise<T> {
    if (this.sessions) {
      const attempt = await this.sessions.attemptFrom(op, ctx.clientIp);
      if (isRefusal(attempt)) throw refused(attempt, 'ip', 'session');
      await attempt.keep();
    }
    return resolve();
  }

  private async runGuarded<T>(
    op: GuardedOperation,
    input: Record<string, unknown> | undefined,
    ctx: GatewayContext,
    resolve: () => Promise<T>,
  ): Promise<T> {
    const calls = ctx.requestScope.get(GUARDED_CALLS, () => ({ count: 0 }));
    if (++calls.count > 1) throw oneAtATime();

    const spec = GUARDED_OPERATION_SPECS[op];
    const throttle = spec.kind === 'password-change' ? this.passwords : this.signIn;
    const address = ctx.clientIp;
    const subject = spec.subject(input, ctx);
    // A sign-in with no username is refused by its resolver without asking the upstream: nothing to count.
    if (!subject && spec.kind === 'sign-in') return resolve();
    let fromAddress: Reservation | null = null;
    if (spec.kind !== 'password-change') {
      const taken = await throttle.attemptFrom(address);
      if (isRefusal(taken)) throw refused(taken, 'ip', spec.kind);
      fromAddress = taken;
    }
    // No subject (no username typed, nobody signed in): the resolver refuses it without a password check.
    if (!subject) {
      await fromAddress?.giveBack();
      return resolve();
    }
    const scope: Scope = spec.kind === 'password-change' ? 'account' : 'username';
    // Taken (or refused) in one store operation, before the upstream is asked.
    const forSubject =
      spec.kind === 'sign-up'
        ? await throttle.signUpAttempt(subject)
        : await throttle.reservePair(subject, address);
    if (isRefusal(forSubject)) {
      // An exit before the upstream is asked judged no password: the address gets its attempt back.
      await fromAddress?.giveBack();
      throw refused(forSubject, scope, spec.kind);
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
    try {
      // Settled before the answer leaves, so the client's next attempt already sees this one.
      await settle(spec, spec.outcome(result, error), {
        throttle,
        subject,
        address,
        forSubject,
        fromAddress,
      });
    } catch (err) {
      // A store hiccup must not turn the operation into a failure; it is logged.
      ctx.logger.warn({ op, err }, 'sign-in throttle update failed');
    }
    if (error) throw error;
    return result as T;
  }
}

/** Keeps or gives back what a guarded call reserved, by what its outcome proved. */
async function settle(
  spec: GuardedOperationSpec,
  outcome: GuardedOutcome,
  held: {
    throttle: SignInThrottle;
    subject: string;
    address: string;
    forSubject: Reservation;
    fromAddress: Reservation | null;
  },
): Promise<void> {
  const { throttle, subject, address, forSubject, fromAddress } = held;
  const all = [forSubject, fromAddress].filter((r): r is Reservation => r !== null);
  if (spec.kind === 'sign-up') {
    // A sign-up the upstream answered counts, whatever it said; one it never answered is given back.
    await Promise.all(all.map((r) => (outcome === 'unanswered' ? r.giveBack() : r.keep())));
  } else if (outcome === 'failed') {
    await Promise.all([...all.map((r) => r.keep()), throttle.failed(subject)]);
  } else if (outcome === 'succeeded') {
    // The count is of consecutive failures: a right password forgives the pair. The address's ceiling counts only
    // failed sign-ins, so a school's shared address is not spent by success.
    await forSubject.giveBack();
    await Promise.all([throttle.succeeded(subject, address), fromAddress?.giveBack()]);
  } else {
    await Promise.all(all.map((r) => r.giveBack()));
  }
}

type AnyResolver = (
  parent: unknown,
  args: { input?: Record<string, unknown> },
  ctx: GatewayContext,
  info: unknown,
) => unknown;

/**
 * The resolver map with every limited Mutation field (`GUARDED_OPERATIONS`, `SESSION_OPERATIONS`) wrapped in
 * `guard`. Throws at start-up when a listed operation has no resolver, so the lists cannot name something the guard
 * silently does not cover.
 */
export function withSignInGuard<R extends { Mutation?: unknown }>(resolvers: R, guard: SignInGuard): R {
  const mutation = { ...(resolvers.Mutation as Record<string, unknown> | undefined) };
  for (const op of LIMITED_OPERATIONS) {
    const resolver = mutation[op];
    if (typeof resolver !== 'function') throw new Error(`Limited operation Mutation.${op} has no resolver`);
    const inner = resolver as AnyResolver;
    mutation[op] = (
      parent: unknown,
      args: { input?: Record<string, unknown> },
      ctx: GatewayContext,
      info: unknown,
    ) => guard.run(op, args.input, ctx, async () => inner(parent, args, ctx, info));
  }
  return { ...resolvers, Mutation: mutation };
}
