/** Redis was failing a moment ago: the call was not sent (the caller's fail-open or fail-closed rule applies). */
export class StoreStalledError extends Error {
  constructor() {
    super('shared store skipped: it failed a moment ago');
    this.name = 'StoreStalledError';
  }
}

/**
 * After a Redis command fails (a time-out, a cut connection), the store stops waiting on Redis for `backoffMs`:
 * calls fail at once by their rules (a cache miss, a rejected entry, a limit decided in memory), then the next call
 * tries Redis again. A stall then costs a request one command time-out, not one per store call.
 */
export class StallBreaker {
  private until = 0;

  constructor(private readonly backoffMs = 1000) {}

  /** Redis is being skipped. */
  get open(): boolean {
    return Date.now() < this.until;
  }

  trip(): void {
    this.until = Date.now() + this.backoffMs;
  }

  /** Redis answered: use it again at once. */
  reset(): void {
    this.until = 0;
  }

  /** Runs `call` on Redis unless it is being skipped; a failure trips the breaker. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.open) throw new StoreStalledError();
    try {
      return await call();
    } catch (err) {
      this.trip();
      throw err;
    }
  }
}
