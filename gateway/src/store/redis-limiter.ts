import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MemoryLimiter } from './memory-limiter';
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

// KEYS: counter, marks. ARGV: op (keep | cancel | reset), id, points, window ms.
// keep: count the reservation unless it is already (or was given back). cancel: give it back if it was counted,
// and make sure it never will be. reset: forget every point, keeping what was given back.
const SETTLE = `local op = ARGV[1]
if op == 'reset' then
  redis.call('del', KEYS[1])
  local marks = redis.call('hgetall', KEYS[2])
  for i = 1, #marks, 2 do
    if marks[i + 1] ~= 'x' then redis.call('hdel', KEYS[2], marks[i]) end
  end
  return 1
end
local seen = redis.call('hget', KEYS[2], ARGV[2])
if op == 'cancel' then
  if seen == 'x' then return 0 end
  redis.call('hset', KEYS[2], ARGV[2], 'x')
  if redis.call('pttl', KEYS[2]) < 0 then redis.call('pexpire', KEYS[2], ARGV[4]) end
  if seen and redis.call('exists', KEYS[1]) == 1 then redis.call('decrby', KEYS[1], tonumber(seen)) end
  return 1
end
if seen then return 0 end
if redis.call('exists', KEYS[1]) == 0 then
  redis.call('set', KEYS[1], ARGV[3], 'PX', ARGV[4])
else
  redis.call('incrby', KEYS[1], ARGV[3])
end
local ttl = redis.call('pttl', KEYS[1])
redis.call('hset', KEYS[2], ARGV[2], ARGV[3])
if ttl > 0 then redis.call('pexpire', KEYS[2], ttl) end
return 1`;

type SettleOp = 'keep' | 'cancel' | 'reset';

interface Repair {
  op: SettleOp;
  key: string;
  id: string;
  windowMs: number;
}

type Owed = Repair & { seq: number };

/** After a limiter command fails, limiters use only memory for this long, then try Redis again. */
const STALL_BACKOFF_MS = 1000;
/** How often owed settlements are tried while Redis cannot take them (each try also tells whether it is back). */
const REPAIR_RETRY_MS = 250;
/** Repairs waiting for Redis at most; past it the oldest are dropped (their points lapse with their window). */
const MAX_REPAIRS = 50_000;

/**
 * What every limiter of one Redis store shares: when Redis was last too slow or away (then limits are decided in
 * memory without waiting on it), and the settlements it still owes. A reservation whose reply never came may be
 * counted when Redis gets to it; it is given back (or kept, if the attempt failed) in one transaction, sent before
 * any later limiter command once Redis answers again, so nothing Redis could not confirm is left counted.
 */
export class RedisLimits {
  private stalledUntil = 0;
  private repairs: Owed[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly onError: (op: string, err: unknown) => void,
  ) {}

  limiter(options: LimiterOptions): Limiter {
    return new RedisLimiter(options, this);
  }

  /** Redis may be asked now (connected, and not failing a moment ago). */
  usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.stalledUntil;
  }

  /** Runs one script after whatever repairs are owed (the same connection keeps their order). */
  async eval(script: string, keys: [string, string], args: Array<string | number>): Promise<unknown> {
    this.flush();
    try {
      return await this.redis.eval(script, 2, ...keys, ...args.map(String));
    } catch (err) {
      this.failed('limit', err);
      throw err;
    }
  }

  async get(key: string): Promise<number> {
    this.flush();
    try {
      return Number((await this.redis.get(key)) ?? 0);
    } catch (err) {
      this.failed('limit', err);
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
   * Sends every owed settlement, in order, in one transaction (all run, or none). Sent before any later command on
   * the same connection, so Redis applies them first; a batch whose reply fails is owed again in its place (each
   * settlement is idempotent).
   */
  flush(probe = false): void {
    if (this.repairs.length === 0 || this.redis.status !== 'ready' || !(probe || this.usable())) return;
    const batch = this.repairs;
    this.repairs = [];
    const multi = this.redis.multi();
    for (const r of batch) multi.eval(SETTLE, 2, r.key, marksOf(r.key), r.op, r.id, '1', String(r.windowMs));
    multi
      .exec()
      .then((results) => {
        if (!results) throw new Error('transaction discarded');
        // Redis answers again: limits are counted there at once.
        this.stalledUntil = 0;
      })
      .catch((err: unknown) => {
        this.repairs = [...batch, ...this.repairs].sort((x, y) => x.seq - y.seq);
        this.failed('limit-repair', err);
        this.schedule();
      });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private failed(op: string, err: unknown): void {
    this.stalledUntil = Date.now() + STALL_BACKOFF_MS;
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
const newId = () => randomBytes(9).toString('base64url');

/**
 * A limit counted in Redis, exact across instances: a reservation is taken (or refused, uncounted) by one script,
 * and settled by id. While Redis cannot answer, the instance's insurance limiter (rate-limiter-flexible's
 * `RateLimiterMemory`, which also mirrors what this instance took in Redis) decides, so N instances allow at most
 * N times the limit for the outage; what it kept reaches Redis when it is back.
 */
class RedisLimiter implements Limiter {
  private readonly local: MemoryLimiter;

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
      try {
        const [taken, , ttl] = (await this.shared.eval(
          RESERVE,
          [counter, marksOf(counter)],
          [1, this.options.points, this.options.durationMs, id],
        )) as [number, number, number];
        const msLeft = ttl > 0 ? ttl : this.options.durationMs;
        if (taken !== 1) return { retryAfterMs: Math.max(1, msLeft) };
        // Mirrored in memory, so the insurance limiter knows what this instance holds if Redis goes away.
        const mirror = await this.local.take(key);
        return this.sharedReservation(counter, id, Date.now() + msLeft, mirror);
      } catch {
        // No answer: whether Redis counted it is unknown, so it is settled there by id once Redis answers.
      }
    }
    const local = await this.local.reserve(key);
    if (isRefusal(local)) {
      if (sent) this.settleLater('cancel', counter, id);
      return local;
    }
    return {
      windowEndsAt: local.windowEndsAt,
      keep: async () => {
        await local.keep();
        this.settleLater('keep', counter, id);
      },
      giveBack: async () => {
        await local.giveBack();
        if (sent) this.settleLater('cancel', counter, id);
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
    return this.local.count(key);
  }

  async reset(key: string): Promise<void> {
    const counter = this.keyOf(key);
    await this.local.reset(key);
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

  private sharedReservation(
    counter: string,
    id: string,
    windowEndsAt: number,
    mirror: Reservation,
  ): Reservation {
    return {
      windowEndsAt,
      keep: () => mirror.keep(),
      giveBack: async () => {
        await mirror.giveBack();
        try {
          if (!this.shared.usable()) throw new Error('shared store unavailable');
          await this.settle('cancel', counter, id);
        } catch {
          this.settleLater('cancel', counter, id);
        }
      },
    };
  }

  private async settle(op: SettleOp, counter: string, id: string): Promise<void> {
    await this.shared.eval(SETTLE, [counter, marksOf(counter)], [op, id, 1, this.options.durationMs]);
  }

  private settleLater(op: SettleOp, counter: string, id: string): void {
    this.shared.repairLater({ op, key: counter, id, windowMs: this.options.durationMs });
  }
}
