import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter, LimiterOptions, Refusal, Reservation } from './store';

/** A give-back this close to the end of its window is dropped: it could land in the next window, below zero. */
const GIVE_BACK_MARGIN_MS = 1000;

/**
 * A limiter in this process's memory (rate-limiter-flexible's `RateLimiterMemory`): the store's limiter without
 * Redis, and each instance's insurance limiter while Redis cannot answer. A refused reservation is not counted.
 */
export class MemoryLimiter implements Limiter {
  private readonly counter: RateLimiterMemory;

  constructor(private readonly options: LimiterOptions) {
    this.counter = new RateLimiterMemory({
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: Math.max(1, Math.ceil(options.durationMs / 1000)),
    });
  }

  /**
   * Takes one point for `key`, or refuses it. `elsewhere` is what is counted for `key` outside this limiter (what
   * Redis last reported holding, while this limiter insures it): a decision here counts it too, so what is taken
   * here and there together stays within the limit.
   */
  async reserve(key: string, elsewhere?: Elsewhere): Promise<Reservation | Refusal> {
    const base = elsewhere && elsewhere.msLeft > 0 ? elsewhere.points : 0;
    const held = await this.counter.get(key);
    if ((held?.consumedPoints ?? 0) + base + 1 > this.options.points)
      return held ? refusal(held) : { retryAfterMs: Math.max(1, elsewhere?.msLeft ?? 1) };
    try {
      const res = await this.counter.consume(key);
      if (res.consumedPoints + base > this.options.points) {
        await this.counter.penalty(key, -1);
        return refusal(res);
      }
      return this.reservation(key, Date.now() + res.msBeforeNext);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // Passed the limit in a race with another reservation: the refused point is taken off again.
      await this.counter.penalty(key, -1);
      return refusal(err);
    }
  }

  /** Takes one point off `key`, if it holds any (one decided here that is now counted elsewhere). */
  async release(key: string): Promise<void> {
    if (((await this.counter.get(key))?.consumedPoints ?? 0) > 0) await this.counter.reward(key, 1);
  }

  async count(key: string): Promise<number> {
    return (await this.counter.get(key))?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.counter.delete(key);
  }

  private reservation(key: string, windowEndsAt: number): Reservation {
    let settled = false;
    return {
      windowEndsAt,
      keep: async () => {
        settled = true;
      },
      giveBack: async () => {
        if (settled) return;
        settled = true;
        if (Date.now() >= windowEndsAt - GIVE_BACK_MARGIN_MS) return;
        // Not below zero: a reset (a success) may have cleared the point already.
        if (((await this.counter.get(key))?.consumedPoints ?? 0) > 0) await this.counter.reward(key, 1);
      },
    };
  }
}

/** Points counted for a key outside a memory limiter, for `msLeft` more. */
interface Elsewhere {
  points: number;
  msLeft: number;
}

const refusal = (res: RateLimiterRes): Refusal => ({ retryAfterMs: Math.max(1, res.msBeforeNext) });
