import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import {
  AccountStandings,
  accountIdOf,
  staffVerdict,
  standingKey,
  standingOf,
  UNKNOWN,
  type ViewerRecord,
} from './account-standing';

const record = (role: string, status: string): ViewerRecord => ({
  userId: '7',
  username: 'Ayesha',
  role,
  status,
});

describe('what the standing allows', () => {
  it.each([
    [record('student', 'active'), 'good', 'not-staff'],
    [record('teacher', 'active'), 'good', 'not-staff'],
    [record('student', 'expired'), 'bad', 'not-staff'],
    [record('student', 'inactive'), 'bad', 'not-staff'],
    [record('admin', 'active'), 'good', 'staff'],
    [record('manager', 'active'), 'good', 'staff'],
  ] as const)('%o → %s, %s', (viewer, state, staff) => {
    expect(standingOf(viewer).state).toBe(state);
    expect(staffVerdict(standingOf(viewer))).toBe(staff);
  });

  it('never reads an unknown standing as not staff', () => {
    expect(staffVerdict(UNKNOWN)).toBe('unknown');
  });

  it('keys an account by its upstream id, else by its username', () => {
    expect(accountIdOf(record('student', 'active'))).toBe('id:7');
    expect(accountIdOf({ ...record('student', 'active'), userId: null })).toBe('name:ayesha');
  });

  it('keys a cookie session by its id and a bearer token by its hash, never the token itself', () => {
    expect(standingKey({ sid: 's1' })).toBe('sid:s1');
    const key = standingKey({ token: 'secret.token.value' });
    expect(key).toMatch(/^token:[\w-]{43}$/);
    expect(key).not.toContain('secret');
  });
});

describe('AccountStandings', () => {
  it('asks once, then answers from the store until the TTL is over; fresh asks again', async () => {
    const standings = new AccountStandings(createMemoryStore(), 1000);
    let asked = 0;
    const load = async () => {
      asked++;
      return record('student', asked === 1 ? 'expired' : 'active');
    };
    expect((await standings.get('k', load))?.state).toBe('bad');
    expect((await standings.get('k', load))?.state).toBe('bad');
    expect(asked).toBe(1);
    expect((await standings.get('k', load, { fresh: true }))?.state).toBe('good');
    expect(asked).toBe(2);
    expect((await standings.get('k', load))?.state).toBe('good');
    expect(asked).toBe(2);
  });

  it('is unknown, and keeps nothing, when it cannot be read; uses what a sign-in told', async () => {
    const standings = new AccountStandings(createMemoryStore(), 60_000);
    let asked = 0;
    const unknown = async () => {
      asked++;
      return 'unavailable' as const;
    };
    expect(await standings.get('k', unknown)).toEqual(UNKNOWN);
    expect(await standings.get('k', unknown)).toEqual(UNKNOWN);
    expect(asked).toBe(2);
    await standings.remember('k', record('teacher', 'active'));
    expect(await standings.get('k', unknown)).toMatchObject({ state: 'good', viewer: { role: 'teacher' } });
    expect(asked).toBe(2);
  });

  it('is refused, not allowed, when the upstream refuses the credential itself', async () => {
    const standings = new AccountStandings(createMemoryStore(), 60_000);
    expect(await standings.get('k', async () => 'refused' as const)).toEqual({ state: 'refused' });
    expect(staffVerdict({ state: 'refused' })).toBe('refused');
  });

  it("remembers a bearer token's refusal, so repeating it asks the upstream nothing", async () => {
    const standings = new AccountStandings(createMemoryStore(), 60_000);
    let asked = 0;
    const load = async () => (asked++, 'refused' as const);
    for (let i = 0; i < 3; i++)
      expect(await standings.get('k', load, { rememberRefusal: true })).toEqual({ state: 'refused' });
    expect(asked).toBe(1);
    // Without `rememberRefusal` (a cookie session, which renews instead) every request asks again.
    await standings.get('c', load);
    await standings.get('c', load);
    expect(asked).toBe(3);
  });

  it('costs a request one store read, whether the credential was accepted or refused', async () => {
    const store = createMemoryStore();
    let reads = 0;
    const get = store.entries.get.bind(store.entries);
    store.entries.get = async (key) => {
      reads += 1;
      return get(key);
    };
    const standings = new AccountStandings(store, 60_000);
    await standings.get('good', async () => record('student', 'active'), { rememberRefusal: true });
    await standings.get('bad', async () => 'refused', { rememberRefusal: true });
    reads = 0;
    expect(await standings.get('good', async () => 'unavailable', { rememberRefusal: true })).toMatchObject({
      state: 'good',
    });
    expect(await standings.get('bad', async () => 'unavailable', { rememberRefusal: true })).toEqual({
      state: 'refused',
    });
    expect(reads).toBe(2);
  });

  it('reads past a store entry that fails validation', async () => {
    const store = createMemoryStore();
    const standings = new AccountStandings(store, 60_000);
    await store.entries.set('viewer:v2:k', JSON.stringify({ role: 'student' }), 60_000);
    const standing = await standings.get('k', async () => record('student', 'expired'));
    expect(standing).toMatchObject({ state: 'bad', reason: 'EXPIRED' });
  });
});
