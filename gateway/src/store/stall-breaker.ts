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
 *
 * A command that failed long after its time-out should have fired failed because this process was not running
 * (stopped with SIGSTOP, paused by the host, starved of CPU), not because Redis was slow: its reply is most likely
 * waiting on the socket. That does not open the breaker, so the instance asks Redis again at once rather than
 * deciding limits in memory from what it knew before it stopped.
 */
export class StallBreaker {
  private until = 0;
  private readonly stalledHereMs: number;

  constructor(
    private readonly backoffMs = 1000,
    /** The store's command time-out (none: every failure counts as Redis's). */
    commandTimeoutMs?: number,
  ) {
    this.stalledHereMs =
      commandTimeoutMs === undefined ? Number.POSITIVE_INFINITY : 2 * commandTimeoutMs + 1000;
  }

  /** A call sent at `sentAt` that failed now took so long that this process, not Redis, was stalled. */
  stalledHere(sentAt: number): boolean {
    return Date.now() - sentAt > this.stalledHereMs;
  }

  /** Redis is being skipped. */
  get open(): boolean {
    return Date.now() < this.until;
  }

  /** Redis failed a call (sent at `sentAt`, when known): it is skipped for a moment, unless this process stalled. */
  trip(sentAt?: number): void {
    if (sentAt !== undefined && this.stalledHere(sentAt)) return;
    this.until = Date.now() + this.backoffMs;
  }

  /** Redis answered: use it again at once. */
  reset(): void {
    this.until = 0;
  }

  /** Runs `call` on Redis unless it is being skipped; a failure trips the breaker. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.open) throw new StoreStalledError();
    const sentAt = Date.now();
    try {
      return await call();
    } catch (err) {
      this.trip(sentAt);
      throw err;
    }
  }
}
