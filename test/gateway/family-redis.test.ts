// Family links on two gateway instances (separate processes) sharing one Redis: a link made on A opens on B, a
// revocation on A holds on B from its answer on, even while views race it, and while Redis cannot answer no family
// page is shown at all (it cannot be checked against revocations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';
import { FAMILY_WEEK, LINKS, makeLink, openPage, REVOKE_LINK } from './family-support';
import { codes, GqlClient } from './support';

let stack: TwoInstances;

describeWithRedis('family links on two instances and one Redis', () => {
  beforeAll(async () => {
    stack = await startTwoInstances({ stderr: 'ignore' });
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('made on A, opened on B; revoked on A, dead on B at once, even with views racing it', async () => {
    const onA = new GqlClient(stack.a.url);
    await onA.login('sana');
    expect(codes(await onA.gql('{ viewer { progress { id } } }'))).toEqual([]);
    const { link, token } = await makeLink(onA);

    const opened = await openPage(stack.b.url, `/family/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('Sana');
    // Opened on B, listed on A.
    const listed = (await onA.gql(LINKS)).data.viewer.familyLinks;
    expect(listed[0].lastOpenedAt).not.toBeNull();

    // Views on B race the revocation on A; every view that starts after its answer is the dead page.
    let revokedAt = 0;
    const racing = Array.from({ length: 30 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 3));
      const started = Date.now();
      const page = await openPage(stack.b.url, `/family/${token}`);
      return { started, status: page.status, named: page.body.includes('Sana') };
    });
    const revoking = onA.gql(REVOKE_LINK, { input: { id: link.id } }).then((r) => {
      revokedAt = Date.now();
      return r;
    });
    const [views, revoked] = await Promise.all([Promise.all(racing), revoking]);
    expect(codes(revoked)).toEqual([]);
    for (const v of views.filter((x) => x.started > revokedAt))
      expect(v).toMatchObject({ status: 404, named: false });
    for (const v of views) expect([200, 404]).toContain(v.status);

    // Afterwards, on both instances and through the API: dead, and no racing view brought it back.
    for (const url of [stack.a.url, stack.b.url]) {
      expect((await openPage(url, `/family/${token}`)).status).toBe(404);
      expect(codes(await new GqlClient(url).gql(FAMILY_WEEK, { token }))).toEqual(['NOT_FOUND']);
    }
    expect((await onA.gql(LINKS)).data.viewer.familyLinks).toEqual([]);
  });

  it("two children's links, one on each instance, each show only that child", async () => {
    const sana = new GqlClient(stack.a.url);
    await sana.login('sana');
    await sana.gql('{ viewer { progress { id } } }');
    const hamza = new GqlClient(stack.b.url);
    await hamza.login('hamza');
    await hamza.gql('{ viewer { progress { id } } }');
    const [ofSana, ofHamza] = [await makeLink(sana), await makeLink(hamza)];
    const [a, b] = await Promise.all([
      openPage(stack.b.url, `/family/${ofSana.token}`),
      openPage(stack.a.url, `/family/${ofHamza.token}`),
    ]);
    expect(a.body).toContain('Sana');
    expect(a.body).not.toContain('Hamza');
    expect(b.body).toContain('Hamza');
    expect(b.body).not.toContain('Sana');
  });

  describe('while Redis cannot answer', () => {
    it('no family page is shown (503, retry), and a revocation is refused rather than pretended', async () => {
      const onA = new GqlClient(stack.a.url);
      await onA.login('sana');
      const { link, token } = await makeLink(onA);
      await stack.redis.kill();
      try {
        const page = await openPage(stack.b.url, `/family/${token}`);
        expect(page.status).toBe(503);
        expect(page.body).not.toContain('Sana');
        expect(page.headers.get('retry-after')).toBe('5');
        expect(page.headers.get('cache-control')).toBe('no-store');
        const revoke = await onA.gql(REVOKE_LINK, { input: { id: link.id } });
        expect(codes(revoke)).toEqual(['SERVICE_UNAVAILABLE']);
        expect(revoke.status).toBe(503);
        expect(revoke.errors?.[0]?.extensions).toMatchObject({ retryable: true });
        expect(revoke.headers.get('retry-after')).toBe('5');
      } finally {
        await stack.redis.restart();
      }
    });
  });
});
