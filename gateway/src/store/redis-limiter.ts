import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { MemoryLimiter } from './memory-limiter';
import type { StallBreaker } from './stall-breaker';
import { isRefusal, type Limiter, type LimiterOptions, type Refusal, type Reservation } from './store';

// Each counter K has a hash K:r of the reservations it holds (id → points, or 'x' once given back), living no longer
// than K, so a reservation can be settled exactly once whatever order its commands reach Redis in.

// KEYS: counter, marks. ARGV: points, limit, window ms, id. → {taken 1|0, count, ms left}
// The same reservation sent twice (ioredis resends what a cut connection left unanswered) is answered as the first.
const RESERVE = `local points = tonumber(ARGV[1])
local seen = redis.call('hget', KEYS[2], ARGV[4])
if seen then return {seen == 'x' and 0 or 1, tonumber(redis.call('get', KEYS[1]) or '0'), redis.call('pttl', KEYS[1])} end
local count = tonumber(redis.call('get', KEYS[1]) or '0')
if count + points > tonumber(ARGV[2]) then return {0, count, redis.call('pttl', KEYS[1])} end
if redis.call('exists', KEYS[1]) == 0 then
  redis.call('set', KEYS[1], points, 'PX', ARGV[3])
else
  redis.call('incrby', KEYS[1], points)
end
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then redis.call('pexpire', KEYS[1], ARGV[3]); ttl = tonumber(ARGV[3]) end
redis.call('hset', KEYS[2], ARGV[4], points)
redis.call('pexpire', KEYS[2], ttl)
return {1, count + points, ttl}`;

// Settles reservations, in order: KEYS are (counter, marks) pairs, ARGV (op, id, points, window ms) per pair. One
// script, so a batch runs whole or not at all; it answers what each counter holds afterwards (count, ms left).
// keep: count the reservation unless it is already (or was given back). cancel: give it back if it was counted,
// and make sure it never will be (a mark stays, for a reservation whose script may still run). release: give back
// one Redis confirmed, leaving no mark (its script has run, so nothing can count it again). reset: forget every
// point, keeping what was given back.
const SETTLE = `local function settle(counter, marks, op, id, points, windowMs)
  if op == 'reset' then
    redis.call('del', counter)
    local all = redis.call('hgetall', marks)
    for i = 1, #all, 2 do
      if all[i + 1] ~= 'x' then redis.call('hdel', marks, all[i]) end
    end
    return
  end
  local seen = redis.call('hget', marks, id)
  if op == 'release' then
    if not seen or seen == 'x' then return end
    redis.call('hdel', marks, id)
    if redis.call('exists', counter) == 1 then redis.call('decrby', counter, tonumber(seen)) end
    return
  end
  if op == 'cancel' then
    if seen == 'x' then return end
    redis.call('hset', marks, id, 'x')
    if redis.call('pttl', marks) < 0 then redis.call('pexpire', marks, windowMs) end
    if seen and redis.call('exists', counter) == 1 then redis.call('decrby', counter, tonumber(seen)) end
    return
  end
  if seen then return end
  if redis.call('exists', counter) == 0 then
    redis.call('set', counter, points, 'PX', windowMs)
  else
    redis.call('incrby', counter, points)
  end
  local ttl = redis.call('pttl', counter)
  redis.call('hset', marks, id, points)
  if ttl > 0 then redis.call('pexpire', marks, ttl) end
end
local held = {}
for i = 1, #KEYS / 2 do
  local a = (i - 1) * 4
  settle(KEYS[2 * i - 1], KEYS[2 * i], ARGV[a + 1], ARGV[a + 2], ARGV[a + 3], ARGV[a + 4])
  held[2 * i - 1] = tonumber(redis.call('get', KEYS[2 * i - 1]) or '0')
  held[2 * i] = redis.call('pttl', KEYS[2 * i - 1])
end
return held`;

type SettleOp = 'keep' | 'cancel' | 'release' | 'reset';

interface Repair {
  op: SettleOp;
  key: string;
  id: string;
  windowMs: number;
  /** Told, once the settlement has reached Redis, what the counter holds then. */
  landed?: (points: number, msLeft: number) => void;
}

type Owed = Repair & { seq: number };

/** How often owed settlements are tried while Redis cannot take them (each try also tells whether it is back). */
const REPAIR_RETRY_MS = 250;
/** Keys whose count Redis last reported, remembered at most per limiter (the oldest are forgotten). */
const REPORTED_MAX = 20_000;
/** Settlements sent in one script at most. */
const MAX_BATCH = 500;
/** Repairs waiting for Redis at most; past it the oldest are dropped (their points lapse with their window). */
const MAX_REPAIRS = 50_000;

/**
 * What every limiter of one Redis store shares: the store's stall breaker (while it is open, limits are decided in
 * memory without waiting on Redis), and the settlements still owed to Redis. A reservation whose reply never came may be
 * counted when Redis gets to it; it is given back (or kept, if the attempt failed) in one script, sent before
 * any later limiter command once Redis answers again, so nothing Redis could not confirm is left counted.
 */
export class RedisLimits {
  private repairs: Owed[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    /** The store's: after a failed command Redis is skipped for a moment, by every caller. */
    private readonly breaker: StallBreaker,
    private readonly onError: (op: string, err: unknown) => void,
  ) {}

  limiter(options: LimiterOptions): Limiter {
    return new RedisLimiter(options, this);
  }

  /** Redis may be asked now (connected, and not failing a moment ago). */
  usable(): boolean {
    return this.redis.status === 'ready' && !this.breaker.open;
  }

  /**
   * Runs one script after whatever repairs are owed (the same connection keeps their order). With `again`, a call
   * that failed only because this process stalled past its time-out (its reply is late, not lost) is sent once more:
   * only for scripts that answer a repeat as the first (a reservation, by its id).
   */
  async eval(script: string, keys: string[], args: Array<string | number>, again = false): Promise<unknown> {
    return this.call(() => this.redis.eval(script, keys.length, ...keys, ...args.map(String)), again);
  }

  async get(key: string): Promise<number> {
    return Number((await this.call(() => this.redis.get(key), true)) ?? 0);
  }

  private async call<T>(send: () => Promise<T>, again: boolean): Promise<T> {
    this.flush();
    const sentAt = Date.now();
    try {
      return await send();
    } catch (err) {
      if (!again || !this.breaker.stalledHere(sentAt)) {
        this.failed('limit', err, sentAt);
        throw err;
      }
    }
    const resentAt = Date.now();
    try {
      return await send();
    } catch (err) {
      this.failed('limit', err, resentAt);
      throw err;
    }
  }

  /** Owes Redis one settlement, sent as soon as it answers again. */
  repairLater(repair: Repair): void {
    this.repairs.push({ ...repair, seq: this.seq++ });
    if (this.repairs.length > MAX_REPAIRS) {
      this.repairs.shift();
      this.onError('limit-repair-dropped', null);
    }
    this.schedule();
  }

  /**
   * Sends every owed settlement, in order, in one script (all run, or none). Sent before any later command on the
   * same connection, so Redis applies them first; a batch whose reply fails is owed again in its place (each
   * settlement is idempotent).
   */
  flush(probe = false): void {
    if (this.repairs.length === 0 || this.redis.status !== 'ready' || !(probe || this.usable())) return;
    const batch = this.repairs.splice(0, MAX_BATCH);
    const keys = batch.flatMap((r) => [r.key, marksOf(r.key)]);
    const args = batch.flatMap((r) => [r.op, r.id, '1', String(r.windowMs)]);
    const sentAt = Date.now();
    this.redis
      .eval(SETTLE, keys.length, ...keys, ...args)
      .then((reply) => {
        // Redis answers again: it is used at once.
        this.breaker.reset();
        const held = Array.isArray(reply) ? reply.map(Number) : [];
        batch.forEach((r, i) => r.landed?.(held[2 * i] ?? 0, held[2 * i + 1] ?? 0));
        this.schedule();
      })
      .catch((err: unknown) => {
        this.repairs = [...batch, ...this.repairs].sort((x, y) => x.seq - y.seq);
        this.failed('limit-repair', err, sentAt);
        this.schedule();
      });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private failed(op: string, err: unknown, sentAt?: number): void {
    this.breaker.trip(sentAt);
    this.onError(op, err);
  }

  private schedule(): void {
    if (this.timer || this.repairs.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush(true);
      this.schedule();
    }, REPAIR_RETRY_MS);
    this.timer.unref();
  }
}

const marksOf = (key: string) => `${key}:r`;
const isReserveReply = (r: unknown): r is [number, number, number] =>
  Array.isArray(r) && r.length === 3 && r.every((x) => typeof x === 'number');
const newId = () => randomBytes(9).toString('base64url');

/**
 * A limit counted in Redis, exact across instances: a reservation is taken (or refused, uncounted) by one script,
 * and settled by id. While Redis cannot answer, the instance's insurance limiter (rate-limiter-flexible's
 * `RateLimiterMemory`) decides, counting what Redis last reported holding for the key (every instance's points), so
 * this instance never takes past the limit on its own; what it decided is owed to Redis and lands there (kept) or
 * is cancelled (given back) when it answers again.
 */
class RedisLimiter implements Limiter {
  private readonly local: MemoryLimiter;
  /** What Redis last reported holding per key (all instances), and until when: the insurance limiter counts it. */
  private readonly reported = new LRUCache<string, number>({ max: REPORTED_MAX, ttlAutopurge: false });
  /**
   * The last reset of each key (a number from `resets`): a reservation or an owed settlement sent before it whose
   * reply comes after it reports a count the reset has since forgotten (and holds no point in memory any more), so
   * it is not heard.
   */
  private readonly lastReset = new LRUCache<string, number>({ max: REPORTED_MAX });
  private resets = 0;

  constructor(
    private readonly options: LimiterOptions,
    private readonly shared: RedisLimits,
  ) {
    this.local = new MemoryLimiter(options);
  }

  private keyOf(key: string): string {
    return `${this.options.keyPrefix}:${key}`;
  }

  async reserve(key: string): Promise<Reservation | Refusal> {
    const id = newId();
    const counter = this.keyOf(key);
    let sent = false;
    if (this.shared.usable()) {
      sent = true;
      const noResetSince = this.noResetSince(key);
      try {
        const reply = await this.shared.eval(
          RESERVE,
          [counter, marksOf(counter)],
          [1, this.options.points, this.options.durationMs, id],
          true,
        );
        if (!isReserveReply(reply)) throw new Error('unexpected reply to a reservation');
        const [taken, points, ttl] = reply;
        const msLeft = ttl > 0 ? ttl : this.options.durationMs;
        // Counted before a reset that came meanwhile: what it reports, the reset has forgotten.
        if (noResetSince()) this.report(key, points, msLeft);
        if (taken !== 1) return { retryAfterMs: Math.max(1, msLeft) };
        return this.sharedReservation(key, id, Date.now() + msLeft);
      } catch {
        // No answer: whether Redis counted it is unknown, so it is settled there by id once Redis answers.
      }
    }
    const elsewhere = { points: this.reported.get(key) ?? 0, msLeft: this.reported.getRemainingTTL(key) };
    const local = await this.local.reserve(key, elsewhere);
    if (isRefusal(local)) {
      if (sent) this.settleLater('cancel', counter, id);
      return local;
    }
    return {
      windowEndsAt: local.windowEndsAt,
      keep: async () => {
        await local.keep();
        // Owed: counted in Redis once it answers. From then on Redis reports it, and memory no longer holds it.
        const noResetSince = this.noResetSince(key);
        this.settleLater('keep', counter, id, (points, msLeft) => {
          if (!noResetSince()) return;
          void this.local.release(key);
          this.report(key, points, msLeft);
        });
      },
      giveBack: async () => {
        await local.giveBack();
        const noResetSince = this.noResetSince(key);
        if (sent)
          this.settleLater('cancel', counter, id, (points, msLeft) => {
            if (noResetSince()) this.report(key, points, msLeft);
          });
      },
    };
  }

  async count(key: string): Promise<number> {
    if (this.shared.usable()) {
      try {
        return await this.shared.get(this.keyOf(key));
      } catch {
        // counted in memory meanwhile
      }
    }
    return (this.reported.get(key) ?? 0) + (await this.local.count(key));
  }

  async reset(key: string): Promise<void> {
    const counter = this.keyOf(key);
    await this.local.reset(key);
    this.reported.delete(key);
    this.lastReset.set(key, ++this.resets);
    if (this.shared.usable()) {
      try {
        await this.settle('reset', counter, '');
        return;
      } catch {
        // owed
      }
    }
    this.settleLater('reset', counter, '');
  }

  private sharedReservation(key: string, id: string, windowEndsAt: number): Reservation {
    const counter = this.keyOf(key);
    let settled = false;
    return {
      windowEndsAt,
      keep: async () => {
        settled = true;
      },
      giveBack: async () => {
        if (settled) return;
        settled = true;
        const now = this.reported.get(key);
        if (now !== undefined) this.report(key, now - 1);
        // Redis confirmed it: given back without a mark, so reservations given back cannot grow the marks.
        try {
          if (!this.shared.usable()) throw new Error('shared store unavailable');
          await this.settle('release', counter, id);
        } catch {
          this.settleLater('release', counter, id);
        }
      },
    };
  }

  /** Asks later whether `key` has been reset since now: a reply sent before a reset reports what it forgot. */
  private noResetSince(key: string): () => boolean {
    const since = this.lastReset.get(key);
    return () => this.lastReset.get(key) === since;
  }

  /** Redis holds `points` for `key` (for `msLeft` more; unchanged when not given). */
  private report(key: string, points: number, msLeft?: number): void {
    if (points <= 0 || (msLeft !== undefined && msLeft <= 0)) this.reported.delete(key);
    else if (msLeft === undefined) {
      if (this.reported.has(key)) this.reported.set(key, points, { noUpdateTTL: true });
    } else this.reported.set(key, points, { ttl: msLeft });
  }

  private async settle(op: SettleOp, counter: string, id: string): Promise<void> {
    await this.shared.eval(SETTLE, [counter, marksOf(counter)], [op, id, 1, this.options.durationMs]);
  }

  private settleLater(op: SettleOp, counter: string, id: string, landed?: Repair['landed']): void {
    this.shared.repairLater({
      op,
      key: counter,
      id,
      windowMs: this.options.durationMs,
      ...(landed ? { landed } : {}),
    });
  }
}
