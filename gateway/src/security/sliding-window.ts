/**
 * In-memory sliding-window counter: remembers the time of each hit per key and forgets hits older than the
 * window. One gateway process holds it (a restart forgets everything, which is acceptable for abuse limits).
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Keys tracked at most; beyond it the oldest key is dropped, so a flood of usernames cannot grow memory. */
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  /** Seconds until one more hit would be allowed; 0 when allowed now. A limit of 0 disables the window. */
  retryAfter(key: string): number {
    if (this.limit <= 0) return 0;
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  hit(key: string): void {
    if (this.limit <= 0) return;
    const list = this.recent(key);
    list.push(this.now());
    this.hits.delete(key); // re-insert: Map order then tracks recency for eviction
    this.hits.set(key, list.slice(-this.limit));
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}
