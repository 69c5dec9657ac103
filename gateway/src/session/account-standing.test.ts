import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../store/memory-store';
import { AccountStandings, isStaff, notInGoodStanding, standingKey, type Standing } from './account-standing';

describe('what the standing allows', () => {
  it.each([
    [{ role: 'student', status: 'active' }, false, null],
    [{ role: 'teacher', status: 'active' }, false, null],
    [{ role: 'student', status: 'expired' }, false, 'EXPIRED'],
    [{ role: 'student', status: 'inactive' }, false, 'INACTIVE'],
    [{ role: 'admin', status: 'active' }, true, null],
    [{ role: 'manager', status: 'active' }, true, null],
    [null, false, null],
  ] as Array<[Standing | null, boolean, string | null]>)('%o → staff %s, %s', (standing, staff, reason) => {
    expect(isStaff(standing)).toBe(staff);
    expect(notInGoodStanding(standing)).toBe(reason);
  });

  it('keys a cookie session by its id and a bearer token by its hash, never the token itself', () => {
    expect(standingKey({ sid: 's1' })).toBe('standing:sid:s1');
    const key = standingKey({ token: 'secret.token.value' });
    expect(key).toMatch(/^standing:token:[\w-]{43}$/);
    expect(key).not.toContain('secret');
  });
});

describe('AccountStandings', () => {
  it('asks once, then answers from the store until the TTL is over', async () => {
    const standings = new AccountStandings(createMemoryStore().cache, 1000);
    let asked = 0;
    const load = async () => {
      asked++;
      return { role: 'student', status: asked === 1 ? 'expired' : 'active' };
    };
    expect(await standings.get('k', load)).toEqual({ role: 'student', status: 'expired' });
    expect(await standings.get('k', load)).toEqual({ role: 'student', status: 'expired' });
    expect(asked).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await standings.get('k', load)).toEqual({ role: 'student', status: 'active' });
    expect(asked).toBe(2);
  });

  it('keeps nothing when it cannot be known, and uses what a sign-in told', async () => {
    const standings = new AccountStandings(createMemoryStore().cache, 60_000);
    let asked = 0;
    const unknown = async () => {
      asked++;
      return null;
    };
    expect(await standings.get('k', unknown)).toBeNull();
    expect(await standings.get('k', unknown)).toBeNull();
    expect(asked).toBe(2);
    await standings.remember('k', { role: 'teacher', status: 'active' });
    expect(await standings.get('k', unknown)).toEqual({ role: 'teacher', status: 'active' });
    expect(asked).toBe(2);
  });
});
