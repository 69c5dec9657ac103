// Her home keeps her family summary on every visit; what did not change costs the store nothing (no read, no write)
// within its ten minutes, and a change, a new ten minutes or a store that did not answer is kept again.
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context';
import type { HistoryRowDto } from '../results/upstream-types';
import { createMemoryStore } from '../../store/memory-store';
import type { GatewayStore, StateEntries } from '../../store/store';
import { FamilySummaries, keepFamilySummary } from './summary-store';

const NOW = Date.parse('2026-11-28T10:00:00+05:00');
const MINUTE = 60_000;

/** A memory store whose summary calls are counted (by kind), and which can be made to fail its writes. */
function countingStore() {
  const inner = createMemoryStore();
  const calls: string[] = [];
  let failWrites = false;
  const note = (kind: string, key: string) => {
    if (key.startsWith('family-summary:')) calls.push(kind);
  };
  const entries: StateEntries = {
    get: (key) => (note('get', key), inner.entries.get(key)),
    set: (key, value, ttl) => (note('set', key), inner.entries.set(key, value, ttl)),
    delete: (key) => (note('delete', key), inner.entries.delete(key)),
    compareAndSet: (key, expected, next, ttl) => {
      note('cas', key);
      return failWrites
        ? Promise.reject(new Error('store down'))
        : inner.entries.compareAndSet(key, expected, next, ttl);
    },
  };
  const store: GatewayStore = { ...inner, entries };
  return { store, calls, failWrites: (fail: boolean) => (failWrites = fail) };
}

function contextOf(store: GatewayStore): GatewayContext {
  const viewer = { userId: '7', username: 'sana', role: 'student', status: 'active' };
  return {
    store,
    standing: () => Promise.resolve({ state: 'good', viewer }),
    logger: { warn: () => undefined, debug: () => undefined },
  } as unknown as GatewayContext;
}

const row = (title: string, attemptedOn: string): HistoryRowDto =>
  ({ quiz_title: title, subject: 'Maths', percentage: 80, attempted_on: attemptedOn }) as HistoryRowDto;

function inputs(now: number, history: HistoryRowDto[]) {
  return {
    now,
    fullName: 'Sana Khan',
    accountStatus: 'active',
    progress: {
      grade: 'Grade 3',
      streak: { currentDays: 2, lastActiveOn: '2026-11-28' },
      nextUp: [{ quiz: { subject: 'Maths' } }],
    },
    history,
    subjects: [{ subject: 'Maths', average: 80 }],
  };
}

describe('keeping her family summary from her home', () => {
  it('an unchanged summary costs no store call within its ten minutes; a change is kept at once', async () => {
    const { store, calls } = countingStore();
    const ctx = contextOf(store);
    const history = [row('Adding', '28-11-2026 09:00 AM')];
    await keepFamilySummary(ctx, 'sana', inputs(NOW, history));
    expect(calls).toEqual(['get', 'cas']);
    calls.length = 0;

    for (let i = 1; i <= 5; i++) await keepFamilySummary(ctx, 'Sana', inputs(NOW + i * 1000, history));
    expect(calls).toEqual([]);

    // A quiz finished: the next home keeps it.
    const more = [row('Taking away', '28-11-2026 09:30 AM'), ...history];
    await keepFamilySummary(ctx, 'sana', inputs(NOW + 10_000, more));
    expect(calls).toEqual(['get', 'cas']);
    const kept = await new FamilySummaries(store).get('id:7');
    expect(kept?.quizzes.map((q) => q.title)).toEqual(['Taking away', 'Adding']);

    // The next ten minutes: read again, and its time written.
    calls.length = 0;
    await keepFamilySummary(ctx, 'sana', inputs(NOW + 11 * MINUTE, more));
    expect(calls).toEqual(['get', 'cas']);
    expect((await new FamilySummaries(store).get('id:7'))?.keptAt).toBeGreaterThan(kept!.keptAt);
  });

  it('a summary the store did not take is kept again on her next home', async () => {
    const { store, calls, failWrites } = countingStore();
    const ctx = contextOf(store);
    const history = [row('Adding', '28-11-2026 09:00 AM')];
    failWrites(true);
    await keepFamilySummary(ctx, 'sana', inputs(NOW, history));
    expect(await new FamilySummaries(store).get('id:7')).toBeUndefined();
    failWrites(false);
    calls.length = 0;
    await keepFamilySummary(ctx, 'sana', inputs(NOW + 1000, history));
    expect(calls).toEqual(['get', 'cas']);
    expect((await new FamilySummaries(store).get('id:7'))?.grade).toBe('Grade 3');
  });

  it("another viewer's figures keep nothing", async () => {
    const { store, calls } = countingStore();
    await keepFamilySummary(contextOf(store), 'bilal', inputs(NOW, []));
    expect(calls).toEqual([]);
  });
});
