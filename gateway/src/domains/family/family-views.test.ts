// Tokens cannot be guessed or enumerated, through the pipeline the page and `familyWeek` share (fast-check): any
// guess, an expired token and a revoked one get the same answer after the same work — the same store calls, in the
// same order, and a hash over a bounded input — and no guess reaches anyone's week.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../store/memory-store';
import type { GatewayStore, Limiter, StateEntries } from '../../store/store';
import { FamilyViews } from './family-views';
import { FamilyLinks, LINK_LIFE_MS } from './links';
import { familyTokenHash } from './tokens';

const NOW = Date.parse('2026-11-28T10:00:00+05:00');
const DAY = 86_400_000;

/** A memory store whose every state-entry and limiter call is recorded by its shape (never a key's secret part). */
function recordingStore(): { store: GatewayStore; calls: string[] } {
  const inner = createMemoryStore();
  const calls: string[] = [];
  const shape = (key: string) => key.replace(/:[\w-]{43}$/, ':<hash>');
  const entries: StateEntries = {
    get: (key) => (calls.push(`get ${shape(key)}`), inner.entries.get(key)),
    set: (key, value, ttl) => (calls.push(`set ${shape(key)}`), inner.entries.set(key, value, ttl)),
    delete: (key) => (calls.push(`delete ${shape(key)}`), inner.entries.delete(key)),
    compareAndSet: (key, expected, next, ttl) => (
      calls.push(`cas ${shape(key)}`),
      inner.entries.compareAndSet(key, expected, next, ttl)
    ),
  };
  const limiter = (opts: Parameters<GatewayStore['limiter']>[0]): Limiter => {
    const real = inner.limiter(opts);
    return {
      reserve: async (key) => {
        calls.push(`reserve ${opts.keyPrefix}`);
        const r = await real.reserve(key);
        if ('retryAfterMs' in r) return r;
        return {
          windowEndsAt: r.windowEndsAt,
          keep: () => (calls.push('keep'), r.keep()),
          giveBack: () => (calls.push('give back'), r.giveBack()),
        };
      },
      count: (key) => real.count(key),
      reset: (key) => real.reset(key),
    };
  };
  return { store: { ...inner, entries, limiter }, calls };
}

/** Any string a visitor can send, from empty to far longer than a token. */
const guess = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.base64String({ minLength: 32, maxLength: 44 }),
  fc.integer({ min: 257, max: 20_000 }).map((n) => 'A'.repeat(n)),
);

describe('family tokens through the views pipeline', () => {
  it('a guess, an expired and a revoked token: the same answer after the same work', async () => {
    await fc.assert(
      fc.asyncProperty(guess, fc.integer({ min: 0, max: 400 }), async (attempt, daysLate) => {
        const { store, calls } = recordingStore();
        const views = new FamilyViews(store, { perIp: 1_000, windowMs: 60_000 }, 'page');
        const links = new FamilyLinks(store);
        const live = await links.create('id:1', 'EN', NOW);
        const expiring = await links.create('id:2', 'UR', NOW);
        const revoked = await links.create('id:3', 'EN', NOW);
        if (live.kind !== 'created' || expiring.kind !== 'created' || revoked.kind !== 'created')
          throw new Error('not made');
        await links.revoke('id:3', revoked.link.id, NOW);
        // The expired entry may still be in the store (a renewal moved its TTL): it is read and refused.
        const later = NOW + LINK_LIFE_MS + daysLate * DAY;
        const dead: [string, number][] = [
          [attempt, NOW],
          [expiring.token, later],
          [revoked.token, NOW],
        ];
        const answers = [];
        const work: string[][] = [];
        for (const [token, at] of dead) {
          calls.length = 0;
          answers.push(await views.open(token, '10.0.0.1', at, true));
          work.push([...calls]);
        }
        expect(answers).toEqual([{ kind: 'not-found' }, { kind: 'not-found' }, { kind: 'not-found' }]);
        expect(work[0]).toEqual(['reserve family:page:ip', 'keep', 'get family-link:v1:<hash>']);
        expect(work[1]).toEqual(work[0]);
        expect(work[2]).toEqual(work[0]);
        // The live token opens only its own child's week; a guess never equals it.
        if (attempt !== live.token) {
          const opened = await views.open(live.token, '10.0.0.1', NOW, false);
          expect(opened.kind === 'week' && opened.link.owner).toBe('id:1');
        }
      }),
      { numRuns: 150, seed: 3232 },
    );
  });

  it('hashes at most 256 characters of any token: a long guess costs what a short one does', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 256, maxLength: 256 }),
        fc.string({ minLength: 1, maxLength: 5_000 }),
        (head, tail) => {
          expect(familyTokenHash(head + tail)).toBe(familyTokenHash(head));
        },
      ),
      { numRuns: 100, seed: 128 },
    );
    // Shorter than the cap, every character counts.
    expect(familyTokenHash('a'.repeat(255))).not.toBe(familyTokenHash('a'.repeat(255) + 'b'));
  });

  it('the limit is taken before the lookup: past it, nothing is read, whatever the token', async () => {
    const { store, calls } = recordingStore();
    const views = new FamilyViews(store, { perIp: 2, windowMs: 60_000 }, 'api');
    const made = await new FamilyLinks(store).create('id:1', 'EN', NOW);
    if (made.kind !== 'created') throw new Error('not made');
    await views.open('guess-1', '10.0.0.2', NOW, true);
    await views.open('guess-2', '10.0.0.2', NOW, true);
    calls.length = 0;
    const refused = await views.open(made.token, '10.0.0.2', NOW, true);
    expect(refused.kind).toBe('limited');
    expect(calls).toEqual(['reserve family:api:ip']);
  });
});
