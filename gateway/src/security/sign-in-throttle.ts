import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayStore } from '../store/store';

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

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A give-back this close to the end of its window is dropped: it could land in the next window, below zero. */
const GIVE_BACK_MARGIN_MS = 1000;

/**
 * When each taken point's window ends, per limiter and key, so a give-back never reaches a later window. Bounded:
 * a forgotten entry only means no give-back (the attempt stays counted, the safe side).
 */
const windowEnds = new WeakMap<RateLimiterAbstract, LRUCache<string, number>>();

/** Seconds to wait when `limiter` refuses one more point for `key`; 0 when the point was taken. */
async function take(limiter: RateLimiterAbstract | null, key: string): Promise<number> {
  if (!limiter) return 0;
  try {
    const res = await limiter.consume(key);
    let ends = windowEnds.get(limiter);
    if (!ends) windowEnds.set(limiter, (ends = new LRUCache({ max: 100_000 })));
    ends.set(key, Date.now() + res.msBeforeNext, { ttl: Math.max(1, res.msBeforeNext) });
    return 0;
  } catch (err) {
    if (err instanceof RateLimiterRes) return seconds(err.msBeforeNext);
    throw err;
  }
}

/**
 * Gives back a point taken with `take`, only while its window still holds it: a fixed window's key is created
 * afresh once it expires, and a give-back then would start the next window below zero (extra attempts).
 */
async function giveBack(limiter: RateLimiterAbstract | null, key: string): Promise<void> {
  if (!limiter) return;
  const end = windowEnds.get(limiter)?.get(key);
  if (end === undefined || Date.now() >= end - GIVE_BACK_MARGIN_MS) return;
  await limiter.reward(key, 1);
}

/**
 * The counters behind the sign-in limits, all in the gateway store (shared by every instance when it is Redis).
 * OWASP's lock-out advice: block the (username, address) pair that keeps failing, never the username as such
 * (usernames are public on the honour board); slow a username down when it fails from many addresses; and keep
 * the per-address ceiling against one machine spraying many usernames.
 */
export class SignInThrottle {
  private readonly byAddress: RateLimiterAbstract | null;
  private readonly pairFailures: RateLimiterAbstract | null;
  private readonly usernameFailures: RateLimiterAbstract | null;
  private readonly signUps: RateLimiterAbstract | null;

  /**
   * `namespace` keeps counters of different kinds apart in the store (`signin`: sign-ins and sign-ups;
   * `password`: password changes, whose failures must not lock the account's sign-in and vice versa).
   */
  constructor(
    store: GatewayStore,
    private readonly limits: SignInLimits,
    namespace: 'signin' | 'password' = 'signin',
  ) {
    const durationSeconds = seconds(limits.windowMs);
    const make = (keyPrefix: string, points: number) =>
      points > 0 ? store.rateLimiter({ keyPrefix, points, duration: durationSeconds }) : null;
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
   * Reserves one sign-in or sign-up attempt from `address`; seconds to wait when over the per-address limit. A
   * sign-in that did not fail gives it back (`releasedFrom`), so only failures spend the address's ceiling.
   */
  attemptFrom(address: string): Promise<number> {
    return take(this.byAddress, address);
  }

  /** Gives back an attempt reserved with `attemptFrom`. */
  async releasedFrom(address: string): Promise<void> {
    await giveBack(this.byAddress, address);
  }

  /** Counts one sign-up attempt for `username`; seconds to wait when over the limit. */
  signUpAttempt(username: string): Promise<number> {
    return take(this.signUps, username.slice(0, MAX_KEY_CHARS));
  }

  /** Gives back a sign-up attempt the upstream never answered. */
  async signUpReleased(username: string): Promise<void> {
    await giveBack(this.signUps, username.slice(0, MAX_KEY_CHARS));
  }

  /**
   * Reserves one attempt of this (username, address) pair atomically in the store: seconds to wait when refused,
   * 0 when taken. Settle it with `failed`, `succeeded` or `released` once the outcome is known.
   */
  reservePair(username: string, address: string): Promise<number> {
    return take(this.pairFailures, pairKey(username, address));
  }

  /** How long to hold a sign-in for `username` before trying it: grows with its failures over the ceiling. */
  async slowDownMs(username: string): Promise<number> {
    if (!this.usernameFailures) return 0;
    const res = await this.usernameFailures.get(username.slice(0, MAX_KEY_CHARS));
    const over = (res?.consumedPoints ?? 0) - this.limits.usernameSlowdown;
    return over < 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(over, 16));
  }

  /**
   * A wrong password: the pair's reservation stays spent and the username's failures from anywhere grow (counted
   * only once judged, so an unjudged attempt slows nobody down).
   */
  async failed({ username }: { username: string; address: string }): Promise<void> {
    await take(this.usernameFailures, username.slice(0, MAX_KEY_CHARS));
  }

  /** A right password from this address: its earlier mistakes are forgiven (the count is of consecutive failures). */
  async succeeded({ username, address }: { username: string; address: string }): Promise<void> {
    await this.pairFailures?.delete(pairKey(username, address));
  }

  /** Neither right nor wrong (no password was judged): the pair's reserved attempt is given back. */
  async released({ username, address }: { username: string; address: string }): Promise<void> {
    await giveBack(this.pairFailures, pairKey(username, address));
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
  private readonly logouts: RateLimiterAbstract | null;
  private readonly refreshes: RateLimiterAbstract | null;

  constructor(store: GatewayStore, limits: SessionLimits) {
    const duration = seconds(limits.windowMs);
    const make = (keyPrefix: string, points: number) =>
      points > 0 ? store.rateLimiter({ keyPrefix, points, duration }) : null;
    this.logouts = make('session:logout:ip', limits.logoutPerIp);
    this.refreshes = make('session:refresh:ip', limits.refreshPerIp);
  }

  /** Reserves one attempt of `op` from `address`; seconds to wait when over the limit, 0 when taken. */
  attemptFrom(op: 'logout' | 'refreshSession', address: string): Promise<number> {
    return take(op === 'logout' ? this.logouts : this.refreshes, address);
  }
}

const pairKey = (username: string, address: string) => `${address}|${username.slice(0, MAX_KEY_CHARS)}`;
