/**
 * When to start the next worker after one died. A worker that served for a while and then died (a bug, a
 * resource limit) is replaced at once; one that dies soon after it started (bad config, a port taken, a crash in
 * every request) is replaced after a delay that doubles on each such death up to `maxMs`: no hot loop that starves
 * the machine, and a cap of a few seconds, so whoever kills workers cannot stretch an outage by it. A loop of
 * workers that never start is the supervisor's to end (cluster.ts `CRASH_LOOP_AFTER`).
 */
export class RestartBackoff {
  private streak = 0;

  constructor(
    private readonly opts: { baseMs: number; maxMs: number; stableAfterMs: number } = {
      baseMs: 250,
      maxMs: 2000,
      stableAfterMs: 30_000,
    },
  ) {}

  /** The delay before replacing a worker that lived `livedMs`. */
  next(livedMs: number): number {
    if (livedMs >= this.opts.stableAfterMs) {
      this.streak = 0;
      return 0;
    }
    this.streak += 1;
    return Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** (this.streak - 1));
  }
}
