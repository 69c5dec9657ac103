import { tokenDigest } from './token-facts';

/**
 * Process-wide single flight for cookie-session refreshes: concurrent requests of one session (same refresh
 * token) share one `token/refresh/` call, and requests that were already in flight with the old access token
 * reuse the fresh one for a short while instead of refreshing again.
 */
export class TokenRefresher {
  private readonly flights = new Map<
    string,
    { promise: Promise<string | null>; result?: string | null; at?: number }
  >();

  constructor(
    /** Exchanges a refresh token: the new access token, null when the refresh token is refused; throws otherwise. */
    private readonly exchange: (refresh: string) => Promise<string | null>,
    private readonly reuseMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  async refresh(refreshToken: string, rejectedAccess: string): Promise<string | null> {
    this.prune();
    const key = tokenDigest(refreshToken);
    const flight = this.flights.get(key);
    if (flight && flight.at === undefined) return flight.promise;
    if (flight?.result && flight.result !== rejectedAccess) return flight.result;
    const entry: { promise: Promise<string | null>; result?: string | null; at?: number } = {
      promise: Promise.resolve(null),
    };
    entry.promise = this.exchange(refreshToken).then(
      (result) => {
        entry.result = result;
        entry.at = this.now();
        return result;
      },
      (err: unknown) => {
        this.flights.delete(key); // transient failure: the next request may try again
        throw err;
      },
    );
    this.flights.set(key, entry);
    return entry.promise;
  }

  private prune() {
    const cutoff = this.now() - this.reuseMs;
    for (const [key, flight] of this.flights)
      if (flight.at !== undefined && flight.at < cutoff) this.flights.delete(key);
  }
}
