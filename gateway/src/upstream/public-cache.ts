/**
 * Shared, short-lived cache for PUBLIC upstream data only (catalogue, grades, honour boards): fetched without
 * any token, so one copy is valid for every viewer. Concurrent misses for the same key share one upstream call
 * (request coalescing); failures are shared by the callers waiting on them but never stored.
 */
export class PublicCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as T;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const started = (async () => {
      try {
        const value = await load();
        if (this.ttlMs > 0) this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, started);
    return started;
  }

  clear(): void {
    this.entries.clear();
  }
}
