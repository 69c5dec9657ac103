import type { z } from 'zod';
import type { StateEntries } from './store';

/**
 * What a store error means to one caller. `open`: a failed read is a miss and a failed write is dropped (the caller
 * can do without the entry: it asks the upstream again). `closed`: the call rejects with `StoreUnavailableError`
 * (the caller must not act without the entry).
 */
export type StoreFailurePolicy = 'open' | 'closed';

/** The store could not answer a caller whose policy is `closed` (or an update kept losing its race). */
export class StoreUnavailableError extends Error {
  constructor(
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`state store unavailable for ${key}`, options);
    this.name = 'StoreUnavailableError';
  }
}

export interface JsonCacheOptions<T> {
  /** Prepended to every key, with a version: a changed shape takes a new prefix. */
  prefix: string;
  /** Every read is checked against it; an entry that does not match counts as absent. */
  schema: z.ZodType<T>;
  ttlMs: number;
  onStoreError: StoreFailurePolicy;
}

/** What `update` did. */
export interface UpdateOutcome<T> {
  value: T | undefined;
  /** False when nothing was written: no change, or (under `open`) the store failed or every attempt lost its race. */
  written: boolean;
}

const UPDATE_ATTEMPTS = 20;

/**
 * Typed, validated JSON entries in the gateway store. `update` is a compare-and-set loop, so concurrent writers
 * (in one process or across instances) never lose or repeat each other's changes; an unchanged value is not written.
 */
export class JsonCache<T> {
  constructor(
    private readonly entries: StateEntries,
    private readonly options: JsonCacheOptions<T>,
  ) {}

  private key(key: string): string {
    return `${this.options.prefix}:${key}`;
  }

  private parse(raw: string | undefined): T | undefined {
    if (raw === undefined) return undefined;
    try {
      const parsed = this.options.schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  private failed<R>(key: string, err: unknown, open: R): R {
    if (this.options.onStoreError === 'open') return open;
    throw new StoreUnavailableError(key, { cause: err });
  }

  async get(key: string): Promise<T | undefined> {
    const full = this.key(key);
    try {
      return this.parse(await this.entries.get(full));
    } catch (err) {
      return this.failed(full, err, undefined);
    }
  }

  async set(key: string, value: T, ttlMs = this.options.ttlMs): Promise<void> {
    const full = this.key(key);
    try {
      await this.entries.set(full, JSON.stringify(value), ttlMs);
    } catch (err) {
      this.failed(full, err, undefined);
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.key(key);
    try {
      await this.entries.delete(full);
    } catch (err) {
      this.failed(full, err, undefined);
    }
  }

  /**
   * Replaces the entry by `change(current)` atomically: if another writer got in between, `change` runs again on
   * what that writer left (so `change` must be pure). `change` returning undefined, or a value equal to the current
   * one, writes nothing.
   */
  async update(
    key: string,
    change: (current: T | undefined) => T | undefined,
    ttlMs = this.options.ttlMs,
  ): Promise<UpdateOutcome<T>> {
    const full = this.key(key);
    let lastError: unknown = null;
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      let raw: string | undefined;
      try {
        raw = await this.entries.get(full);
      } catch (err) {
        return this.failed(full, err, { value: undefined, written: false });
      }
      const current = this.parse(raw);
      const next = change(current);
      if (next === undefined) return { value: current, written: false };
      const text = JSON.stringify(next);
      if (current !== undefined && text === JSON.stringify(current))
        return { value: current, written: false };
      try {
        if (await this.entries.compareAndSet(full, raw, text, ttlMs)) return { value: next, written: true };
      } catch (err) {
        return this.failed(full, err, { value: next, written: false });
      }
      lastError = new Error('lost the race for every attempt');
      await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
    }
    return this.failed(full, lastError, { value: undefined, written: false });
  }
}
