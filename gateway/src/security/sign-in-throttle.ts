import { isRefusal, type GatewayStore, type Limiter, type Refusal, type Reservation } from '../store/store';

/** The sign-in limits (0 turns one off), all counted over the same fixed window. */
export interface SignInLimits {
  /** Sign-in and sign-up attempts per client address. */
  perIp: number;
  /** Consecutive failed sign-ins per (username, address) before that pair is blocked; sign-ups per username. */
  perUsername: number;
  /** Failed sign-ins per username, from anywhere, after which answers for it are delayed. */
  usernameSlowdown: number;
  windowMs: number;
}

/** The delay doubles with every failure over the ceiling, from this, up to `MAX_DELAY_MS`. */
const FIRST_DELAY_MS = 250;
/** Long enough to make a distributed guess slow, short enough that a child barely notices and no socket idles. */
export const MAX_DELAY_MS = 8_000;
/** A username is never longer than this upstream; longer input must not make long store keys. */
const MAX_KEY_CHARS = 150;

/** What a limit that is switched off hands out: nothing to settle. */
const UNLIMITED: Reservation = {
  windowEndsAt: Number.POSITIVE_INFINITY,
  keep: async () => undefined,
  giveBack: async () => undefined,
};

/** One point of `limiter` for `key`, or the refusal; always taken when the limit is off. */
const take = (limiter: Limiter | null, key: string): Promise<Reservation | Refusal> =>
  limiter ? limiter.reserve(key) : Promise.resolve(UNLIMITED);

/**
 * The counters behind the sign-in limits, all in the gateway store (shared by every instance when it is Redis).
 * OWASP's lock-out advice: block the (username, address) pair that keeps failing, never the username as such
 * (usernames are public on the honour board); slow a username down when it fails from many addresses; and keep
 * the per-address ceiling against one machine spraying many usernames.
 */
export class SignInThrottle {
  private readonly byAddress: Limiter | null;
  private readonly pairFailures: Limiter | null;
  private readonly usernameFailures: Limiter | null;
  private readonly signUps: Limiter | null;

  /**
   * `namespace` keeps counters of different kinds apart in the store (`signin`: sign-ins and sign-ups;
   * `password`: password changes, whose failures must not lock the account's sign-in and vice versa).
   */
  constructor(
    store: GatewayStore,
    private readonly limits: SignInLimits,
    namespace: 'signin' | 'password' = 'signin',
  ) {
    const make = (keyPrefix: string, points: number) =>
      points > 0 ? store.limiter({ keyPrefix, points, durationMs: limits.windowMs }) : null;
    this.byAddress = make(`${namespace}:ip`, limits.perIp);
    this.pairFailures = make(`${namespace}:pair`, limits.perUsername);
    // Only counted, never refused: its points are "effectively unlimited".
    this.usernameFailures = make(
      `${namespace}:user`,
      limits.usernameSlowdown > 0 ? Number.MAX_SAFE_INTEGER : 0,
    );
    this.signUps = namespace === 'signin' ? make('signup:user', limits.perUsername) : null;
  }

  /**
   * Reserves one sign-in or sign-up attempt from `address`, or refuses it when over the per-address limit. A
   * sign-in that did not fail gives it back, so only failures spend the address's ceiling.
   */
  attemptFrom(address: string): Promise<Reservation | Refusal> {
    return take(this.byAddress, address);
  }

  /** Reserves one sign-up attempt for `username`, or refuses it when over the limit. */
  signUpAttempt(username: string): Promise<Reservation | Refusal> {
    return take(this.signUps, username.slice(0, MAX_KEY_CHARS));
  }

  /**
   * Reserves one attempt of this (username, address) pair atomically in the store, or refuses it. Keep it (a
   * failure), give it back (no password judged) or forget the pair with `succeeded` once the outcome is known.
   */
  reservePair(username: string, address: string): Promise<Reservation | Refusal> {
    return take(this.pairFailures, pairKey(username, address));
  }

  /** How long to hold a sign-in for `username` before trying it: grows with its failures over the ceiling. */
  async slowDownMs(username: string): Promise<number> {
    if (!this.usernameFailures) return 0;
    const over =
      (await this.usernameFailures.count(username.slice(0, MAX_KEY_CHARS))) - this.limits.usernameSlowdown;
    return over < 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(over, 16));
  }

  /**
   * A wrong password: the username's failures from anywhere grow (counted only once judged, so an unjudged attempt
   * slows nobody down). The pair's reservation is kept by its holder.
   */
  async failed(username: string): Promise<void> {
    const counted = await take(this.usernameFailures, username.slice(0, MAX_KEY_CHARS));
    if (!isRefusal(counted)) await counted.keep();
  }

  /** A right password from this address: its earlier mistakes are forgiven (the count is of consecutive failures). */
  async succeeded(username: string, address: string): Promise<void> {
    await this.pairFailures?.reset(pairKey(username, address));
  }
}

/** Per-address limits of the session operations (`logout`, `refreshSession`); 0 turns one off. */
export interface SessionLimits {
  logoutPerIp: number;
  refreshPerIp: number;
  windowMs: number;
}

/**
 * Attempts of the session operations per client address, reserved before the operation runs and never given back
 * (a sign-out or a refresh is an attempt whatever its outcome): one script cannot sign accounts out or try refresh
 * tokens at will, while a school behind one address stays far below the defaults.
 */
export class SessionThrottle {
  private readonly logouts: Limiter | null;
  private readonly refreshes: Limiter | null;

  constructor(store: GatewayStore, limits: SessionLimits) {
    const make = (keyPrefix: string, points: number) =>
      points > 0 ? store.limiter({ keyPrefix, points, durationMs: limits.windowMs }) : null;
    this.logouts = make('session:logout:ip', limits.logoutPerIp);
    this.refreshes = make('session:refresh:ip', limits.refreshPerIp);
  }

  /** Reserves one attempt of `op` from `address`, or refuses it when over the limit. */
  attemptFrom(op: 'logout' | 'refreshSession', address: string): Promise<Reservation | Refusal> {
    return take(op === 'logout' ? this.logouts : this.refreshes, address);
  }
}

const pairKey = (username: string, address: string) => `${address}|${username.slice(0, MAX_KEY_CHARS)}`;
