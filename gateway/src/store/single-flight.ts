import type { GatewayStore } from './store';

export interface SingleFlightOptions {
  /** How long one holder may hold a key's lease (then it lapses, so a crashed holder blocks nobody for long). */
  leaseMs: number;
  /** How long to wait for another holder's result before computing it anyway (fail open). */
  waitMs?: number;
  /** How often a waiting instance looks for the result. */
  pollMs?: number;
}

/** One piece of work: where its stored result is read from, and how it is computed (and stored). */
export interface FlightWork<T> {
  /** The stored result, or undefined when there is none yet. */
  read(): Promise<T | undefined>;
  /** Computes the result and stores it for the others. */
  compute(): Promise<T>;
}

/**
 * One computation per key at a time, within the process and across instances: callers in this process join the
 * running one; across instances a lease in the store (`tryLock`) picks who computes, and the others wait for the
 * result it stores, taking the lease themselves if it lapses. Past `waitMs` a waiter computes by itself. Keep one
 * per app (its in-process flights are the app's).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly waitMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly store: GatewayStore,
    private readonly options: SingleFlightOptions,
  ) {
    this.waitMs = options.waitMs ?? options.leaseMs;
    this.pollMs = options.pollMs ?? 50;
  }

  run(key: string, work: FlightWork<T>): Promise<T> {
    let flight = this.running.get(key);
    if (!flight) {
      flight = this.acrossInstances(key, work).finally(() => this.running.delete(key));
      this.running.set(key, flight);
    }
    return flight;
  }

  private async acrossInstances(key: string, work: FlightWork<T>): Promise<T> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const stored = await work.read();
      if (stored !== undefined) return stored;
      const release = await this.store.tryLock(key, this.options.leaseMs);
      if (release || Date.now() >= deadline) {
        try {
          // The holder before may have stored its result and let go between the read above and this lease.
          const storedMeanwhile = release ? await work.read() : undefined;
          if (storedMeanwhile !== undefined) return storedMeanwhile;
          return await work.compute();
        } finally {
          await release?.();
        }
      }
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
