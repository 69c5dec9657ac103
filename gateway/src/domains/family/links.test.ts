// Family links in a real (in-memory) store: tokens cannot be guessed or enumerated — a guess, an expired token and a
// revoked one are answered alike after the same work — and the limits and races of making, renewing, revoking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../store/memory-store';
import type { GatewayStore, StateEntries } from '../../store/store';
import { FamilyLinks, LINK_LIFE_MS, MAX_LIVE_LINKS } from './links';
import { familyTokenHash, newFamilyToken } from './tokens';

const NOW = Date.parse('2026-11-28T10:00:00+05:00');

/** The store, with every state-entry call recorded (the key's shape, not its value). */
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
  return { store: { ...inner, entries }, calls };
}

describe('tokens', () => {
  it('carry 192 random bits in 32 URL-safe characters, and never repeat', () => {
    const tokens = Array.from({ length: 5000 }, newFamilyToken);
    for (const t of tokens.slice(0, 50)) {
      expect(t).toMatch(/^[\w-]{32}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(24);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every character position takes many values: no fixed prefix or counter to enumerate.
    for (let i = 0; i < 32; i++) expect(new Set(tokens.map((t) => t[i])).size).toBeGreaterThan(50);
  });

  it('are stored only as their hash', async () => {
    const store = createMemoryStore();
    const made = await new FamilyLinks(store).create('id:7', 'EN', NOW);
    if (made.kind !== 'created') throw new Error('not made');
    expect(await store.entries.get(`family-link:v1:${made.token}`)).toBeUndefined();
    const stored = await store.entries.get(`family-link:v1:${familyTokenHash(made.token)}`);
    expect(stored).toBeDefined();
    expect(stored).not.toContain(made.token);
    expect(await store.entries.get('family-links:v1:id:7')).not.toContain(made.token);
  });
});

describe('opening a token', () => {
  it('no generated guess opens a link: anything but the token is refused', async () => {
    const store = createMemoryStore();
    const links = new FamilyLinks(store);
    const made = await links.create('id:7', 'EN', NOW);
    if (made.kind !== 'created') throw new Error('not made');
    const near = fc
      .tuple(fc.nat(31), fc.constantFrom(...'ABCabc019-_'))
      .map(([i, c]) => made.token.slice(0, i) + c + made.token.slice(i + 1))
      .filter((t) => t !== made.token);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          near,
          fc.string(),
          fc.base64String({ minLength: 32, maxLength: 44 }),
          fc.constant(made.token + 'x'),
        ),
        async (guess) => {
          expect(await links.open(guess, NOW)).toBeNull();
        },
      ),
      { numRuns: 300, seed: 32 },
    );
    expect(await links.open(made.token, NOW)).not.toBeNull();
  });

  it('unknown, expired and revoked tokens: the same answer after the same store work', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: 1, max: 90 }),
        async (guess, days) => {
          const { store, calls } = recordingStore();
          const links = new FamilyLinks(store);
          const expiring = await links.create('id:1', 'EN', NOW);
          const revoked = await links.create('id:2', 'UR', NOW);
          if (expiring.kind !== 'created' || revoked.kind !== 'created') throw new Error('not made');
          await links.revoke('id:2', revoked.link.id, NOW);
          const later = NOW + LINK_LIFE_MS + days * 86_400_000;
          const work: string[][] = [];
          const answers = [];
          for (const [token, at] of [
            [guess, NOW],
            [expiring.token, later],
            [revoked.token, NOW],
          ] as const) {
            calls.length = 0;
            answers.push(await links.open(token, at));
            work.push([...calls]);
          }
          expect(answers).toEqual([null, null, null]);
          expect(work[1]).toEqual(work[0]);
          expect(work[2]).toEqual(work[0]);
          expect(work[0]).toEqual(['get family-link:v1:<hash>']);
        },
      ),
      { numRuns: 60, seed: 2026 },
    );
  });
});

describe('making, renewing and revoking', () => {
  it('at most 3 live links, whatever the order of parallel makes; an expired one frees its place', async () => {
    const store = createMemoryStore();
    const links = new FamilyLinks(store);
    const made = await Promise.all(Array.from({ length: 8 }, () => links.create('id:9', 'EN', NOW)));
    expect(made.filter((m) => m.kind === 'created')).toHaveLength(MAX_LIVE_LINKS);
    expect(await links.list('id:9', NOW)).toHaveLength(MAX_LIVE_LINKS);
    // A refused make leaves no entry behind that its token could open.
    for (const m of made) if (m.kind === 'created') expect(await links.open(m.token, NOW)).not.toBeNull();
    const later = NOW + LINK_LIFE_MS + 1;
    expect((await links.create('id:9', 'EN', later)).kind).toBe('created');
    expect(await links.list('id:9', later)).toHaveLength(1);
  });

  it('a renewal racing a revocation never brings the link back', async () => {
    for (let i = 0; i < 20; i++) {
      const links = new FamilyLinks(createMemoryStore());
      const made = await links.create('id:3', 'EN', NOW);
      if (made.kind !== 'created') throw new Error('not made');
      await Promise.all([
        links.revoke('id:3', made.link.id, NOW),
        links.renew('id:3', made.link.id, NOW + 1000),
        links.markOpened(familyTokenHash(made.token), { ...made.link, owner: 'id:3' }, NOW + 2000),
      ]);
      expect(await links.open(made.token, NOW + 3000)).toBeNull();
      expect(await links.list('id:3', NOW + 3000)).toEqual([]);
    }
  });

  it('a link she can no longer see or revoke never opens: her index decides as much as its entry', async () => {
    const inner = createMemoryStore();
    let indexWrites = 'pass' as 'pass' | 'fail';
    const faulty: GatewayStore = {
      ...inner,
      entries: {
        ...inner.entries,
        compareAndSet: async (key, expected, next, ttl) => {
          if (indexWrites === 'fail' && key.startsWith('family-links:v1:')) throw new Error('store stalled');
          return inner.entries.compareAndSet(key, expected, next, ttl);
        },
      },
    };
    const links = new FamilyLinks(faulty);
    const [renewed, lost] = [await links.create('id:5', 'EN', NOW), await links.create('id:5', 'EN', NOW)];
    if (renewed.kind !== 'created' || lost.kind !== 'created') throw new Error('not made');
    // The store stalls between a renewal's two writes: the entry was renewed, her index was not.
    indexWrites = 'fail';
    await expect(links.renew('id:5', renewed.link.id, NOW + 86_400_000)).rejects.toThrow();
    indexWrites = 'pass';
    const after = NOW + LINK_LIFE_MS + 1;
    expect((await links.list('id:5', after)).map((l) => l.id)).not.toContain(renewed.link.id);
    expect(await links.revoke('id:5', renewed.link.id, after)).toBe(false);
    expect(await links.open(renewed.token, after)).toBeNull();
    // Her index lost (evicted, or the store's data lost): nothing of hers can be listed or revoked, nothing opens.
    expect(await links.open(lost.token, NOW)).not.toBeNull();
    await inner.entries.delete('family-links:v1:id:5');
    expect(await links.list('id:5', NOW)).toEqual([]);
    expect(await links.open(lost.token, NOW)).toBeNull();
  });

  it("one child's id means nothing to another's links", async () => {
    const links = new FamilyLinks(createMemoryStore());
    const hers = await links.create('id:1', 'EN', NOW);
    if (hers.kind !== 'created') throw new Error('not made');
    expect(await links.revoke('id:2', hers.link.id, NOW)).toBe(false);
    expect(await links.renew('id:2', hers.link.id, NOW)).toBeNull();
    expect(await links.open(hers.token, NOW)).not.toBeNull();
  });

  it('renewal gives 30 days from now to the same token; a reminder lives only with live links', async () => {
    const links = new FamilyLinks(createMemoryStore());
    const made = await links.create('id:4', 'EN', NOW);
    if (made.kind !== 'created') throw new Error('not made');
    const at = NOW + 20 * 86_400_000;
    expect((await links.renew('id:4', made.link.id, at))?.expiresAt).toBe(at + LINK_LIFE_MS);
    expect(await links.open(made.token, NOW + LINK_LIFE_MS + 1)).not.toBeNull();
    await links.remind('id:4', 'PASSWORD_CHANGED', at);
    expect((await links.reminder('id:4', at))?.links).toHaveLength(1);
    await links.revoke('id:4', made.link.id, at);
    expect(await links.reminder('id:4', at)).toBeNull();
    await links.remind('id:4', 'SIGNED_OUT_EVERYWHERE', at);
    expect(await links.reminder('id:4', at)).toBeNull();
  });
});
