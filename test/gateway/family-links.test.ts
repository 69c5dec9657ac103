// Family links over real HTTP against the double: a student makes, lists, renews and revokes links; a parent opens
// the page with no account; dead tokens all look alike; nothing personal leaks; limits are reserved before acting.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { familyTokenHash } from '../../gateway/src/domains/family/tokens';
import {
  CREATE_LINK,
  DISMISS_REMINDER,
  FAMILY_WEEK,
  headOf,
  LINKS,
  makeLink,
  openPage,
  RENEW_LINK,
  REVOKE_LINK,
} from './family-support';
import { answerAll, FINALIZE, quizIds, start } from './quiz-support';
import { CHANGE_PASSWORD, codes, PASSWORD, startStack, upstreamToken, type Stack } from './support';

const HOME = /* GraphQL */ `
  query Home {
    viewer {
      id
      progress {
        id
        grade
        nextUp {
          quiz {
            subject
          }
        }
        streak {
          currentDays
          thisWeekCount
        }
      }
    }
  }
`;

const DAY = 86_400_000;

describe('family links', () => {
  let double: UpstreamDouble;
  let stack: Stack;
  beforeAll(async () => {
    double = await startUpstreamDouble({ seed: 'minimal', port: 0 });
  });
  afterAll(() => double.close());
  // A fresh gateway (and store) per test: links outlive a reset of the double.
  beforeEach(async () => {
    double.reset();
    stack = await startStack({}, { double });
  });
  afterEach(() => stack.close());

  /** sana signed in, with a quiz finished today (100 %) and her home composed once. */
  async function activeSana() {
    const sana = await stack.signedIn('sana');
    const { grade3 } = await quizIds(stack);
    const attempt = await start(sana, grade3[0]!.id);
    await answerAll(stack, sana, attempt);
    const done = await sana.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 60 } });
    expect(done.errors).toBeUndefined();
    const home = await sana.gql(HOME);
    expect(home.errors).toBeUndefined();
    return { sana, home: home.data.viewer.progress };
  }

  it('a student makes a link; a parent with no account opens her week, and only hers', async () => {
    const { sana, home } = await activeSana();
    const { link, token } = await makeLink(sana);
    // ≥ 128 random bits: 32 base64url characters carry 192.
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * DAY);
    expect(link.lastOpenedAt).toBeNull();

    const before = stack.double.requests.length;
    const page = await openPage(stack.url, `/family/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Sana');
    expect(page.body).toContain(`<bdi>${home.streak.thisWeekCount}</bdi> finished since Monday`);
    // No upstream call is made for a family view.
    expect(stack.double.requests.length).toBe(before);

    // Nothing that is not hers to show, and nothing personal in the head a link preview reads.
    const me = await sana.gql('{ viewer { user { username email schoolName city fullName } } }');
    const user = me.data.viewer.user;
    for (const secret of [user.username, user.email, user.schoolName, user.city].filter(Boolean))
      expect(page.body).not.toContain(secret);
    expect(headOf(page.body)).not.toContain('Sana');
    expect(headOf(page.body)).not.toContain(user.fullName);

    // The list has no address (only its hash is kept) and says it was opened.
    const list = await sana.gql(LINKS);
    expect(list.data.viewer.familyLinks).toEqual([
      expect.objectContaining({ id: link.id, url: null, lastOpenedAt: expect.any(String) }),
    ]);
  });

  it("familyWeek's answer is never kept by a cache, by POST or by GET, live or dead", async () => {
    const { sana } = await activeSana();
    const { token } = await makeLink(sana);
    for (const t of [token, 'not-a-token']) {
      const posted = await stack.client().gql(FAMILY_WEEK, { token: t });
      expect(posted.headers.get('cache-control')).toBe('no-store');
      const params = new URLSearchParams({ query: FAMILY_WEEK, variables: JSON.stringify({ token: t }) });
      const got = await fetch(`${stack.url}/graphql?${params}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      const body = (await got.json()) as { data?: { familyWeek: { firstName: string } | null } };
      expect(body.data?.familyWeek?.firstName ?? null).toBe(t === token ? 'Sana' : null);
      expect(got.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("two children's links never show each other's data", async () => {
    const { sana } = await activeSana();
    const hamza = await stack.signedIn('hamza');
    expect((await hamza.gql(HOME)).errors).toBeUndefined();
    const ofSana = await makeLink(sana);
    const ofHamza = await makeLink(hamza);
    const [a, b] = await Promise.all([
      openPage(stack.url, `/family/${ofSana.token}`),
      openPage(stack.url, `/family/${ofHamza.token}`),
    ]);
    expect(a.body).toContain('Sana');
    expect(a.body).not.toContain('Hamza');
    expect(b.body).toContain('Hamza');
    expect(b.body).not.toContain('Sana');
    const weeks = await Promise.all(
      [ofSana.token, ofHamza.token].map((token) => stack.client().gql(FAMILY_WEEK, { token })),
    );
    expect(weeks.map((w) => w.data.familyWeek.firstName)).toEqual(['Sana', 'Hamza']);
    expect(weeks[0]!.data.familyWeek.grade).toBe('Grade 3');
    expect(weeks[1]!.data.familyWeek.grade).toBe('Grade 5');
    // Revoking one leaves the other working.
    await sana.gql(REVOKE_LINK, { input: { id: ofSana.link.id } });
    expect((await openPage(stack.url, `/family/${ofHamza.token}`)).status).toBe(200);
    // Her link id means nothing in his hands.
    const stolen = await hamza.gql(REVOKE_LINK, { input: { id: ofHamza.link.id.replace(/./, 'x') } });
    expect(codes(stolen)).toEqual(['NOT_FOUND']);
  });

  it("the summary is her home's figures: streak, this week, next subject, averages", async () => {
    const { sana, home } = await activeSana();
    const { token } = await makeLink(sana);
    const perf = await sana.gql('{ viewer { subjectPerformance { subjects { subject studentAverage } } } }');
    const week = (await stack.client().gql(FAMILY_WEEK, { token })).data.familyWeek;
    expect(week.streakDays).toBe(home.streak.currentDays);
    expect(week.quizzes).toHaveLength(home.streak.thisWeekCount);
    expect(week.practiseNext).toBe(home.nextUp[0]?.quiz.subject ?? null);
    expect(week.grade).toBe(home.grade);
    expect(week.subjects.map((s: { subject: string; average: number }) => [s.subject, s.average])).toEqual(
      perf.data.viewer.subjectPerformance.subjects.map((s: { subject: string; studentAverage: number }) => [
        s.subject,
        s.studentAverage,
      ]),
    );
    expect(week.quizzes[0]).toMatchObject({ percentage: 100 });
  });

  it('unknown, expired and revoked tokens get the same 404 page, and the same GraphQL answer', async () => {
    const { sana } = await activeSana();
    const revoked = await makeLink(sana);
    const expired = await makeLink(sana);
    await sana.gql(REVOKE_LINK, { input: { id: revoked.link.id } });
    // Expired: the stored entry's end moved into the past, as 30 days would.
    const key = `family-link:v1:${familyTokenHash(expired.token)}`;
    const stored = JSON.parse((await stack.gateway.store.entries.get(key))!);
    await stack.gateway.store.entries.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }), DAY);

    const unknown = 'A'.repeat(32);
    const pages = await Promise.all(
      [unknown, expired.token, revoked.token, 'x', 'a/b', `${'z'.repeat(3000)}`].map((t) =>
        openPage(stack.url, `/family/${t}`),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.body).toBe(pages[0]!.body);
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
    expect(pages[0]!.body).toContain('This link does not work');
    for (const bare of ['/family', '/family/'])
      expect((await openPage(stack.url, bare)).body).toBe(pages[0]!.body);

    const answers = await Promise.all(
      [unknown, expired.token, revoked.token].map((token) => stack.client().gql(FAMILY_WEEK, { token })),
    );
    for (const a of answers) expect(a.errors).toEqual(answers[0]!.errors);
    expect(codes(answers[0]!)).toEqual(['NOT_FOUND']);
    // The expired link is no longer listed, nor renewable.
    const listed = (await sana.gql(LINKS)).data.viewer.familyLinks.map((l: { id: string }) => l.id);
    expect(listed).not.toContain(expired.link.id);
  });

  it('a path under /family that cannot be decoded is that dead page too, with the same headers', async () => {
    const headersOf = (page: { headers: Headers }) => {
      const all: Record<string, string> = {};
      page.headers.forEach((value, name) => (all[name] = value));
      delete all['date'];
      delete all['x-request-id'];
      return all;
    };
    const dead = await openPage(stack.url, `/family/${'A'.repeat(32)}?lang=ur`);
    expect(dead.status).toBe(404);
    for (const path of ['/family/%E0%A4%A?lang=ur', '/family/%00%ff%?lang=ur', '/family%?lang=ur']) {
      const page = await openPage(stack.url, path);
      expect(page.status, path).toBe(404);
      expect(page.body, path).toBe(dead.body);
      expect(headersOf(page), path).toEqual(headersOf(dead));
    }
  });

  it('the page is in her language by default and switches with ?lang=', async () => {
    const { sana } = await activeSana();
    const { token } = await makeLink(sana, 'UR');
    const urdu = await openPage(stack.url, `/family/${token}`);
    expect(urdu.body).toMatch(/<html lang="ur" dir="rtl">/);
    expect(urdu.body).toContain('اس ہفتے کے کوئز');
    const english = await openPage(stack.url, `/family/${token}?lang=en`);
    expect(english.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.body).toContain('Quizzes this week');
    // The dead page follows ?lang= only: it cannot know whose link it was.
    expect((await openPage(stack.url, `/family/nope?lang=ur`)).body).toContain('یہ لنک کام نہیں کرتا');
  });

  it('renewal gives 30 more days to the same address; revocation ends it at once', async () => {
    const { sana } = await activeSana();
    const { link, token } = await makeLink(sana);
    const renewed = await sana.gql(RENEW_LINK, { input: { id: link.id } });
    expect(renewed.errors).toBeUndefined();
    expect(Date.parse(renewed.data.renewFamilyLink.familyLink.expiresAt)).toBeGreaterThanOrEqual(
      Date.parse(link.expiresAt),
    );
    expect(renewed.data.renewFamilyLink.familyLink.url).toBeNull();
    expect((await openPage(stack.url, `/family/${token}`)).status).toBe(200);

    const revoked = await sana.gql(REVOKE_LINK, { input: { id: link.id } });
    expect(revoked.data.revokeFamilyLink).toEqual({ revokedId: link.id, familyLinks: [], errors: [] });
    expect((await openPage(stack.url, `/family/${token}`)).status).toBe(404);
    expect(codes(await sana.gql(RENEW_LINK, { input: { id: link.id } }))).toEqual(['NOT_FOUND']);
    expect(codes(await sana.gql(REVOKE_LINK, { input: { id: link.id } }))).toEqual(['NOT_FOUND']);
  });

  it('at most 3 live links per child; revoking one makes room', async () => {
    const sana = await stack.signedIn('sana');
    const made = [await makeLink(sana), await makeLink(sana), await makeLink(sana)];
    const fourth = await sana.gql(CREATE_LINK, { input: { language: 'EN' } });
    expect(fourth.data.createFamilyLink).toEqual({
      familyLink: null,
      errors: [expect.objectContaining({ code: 'FAMILY_LINK_LIMIT' })],
    });
    await sana.gql(REVOKE_LINK, { input: { id: made[0]!.link.id } });
    await makeLink(sana);
    expect((await sana.gql(LINKS)).data.viewer.familyLinks).toHaveLength(3);
  });

  it('only students make or see links: a teacher is refused, a visitor must sign in', async () => {
    const teacher = await stack.signedIn('mrs.khan');
    expect(codes(await teacher.gql(CREATE_LINK, { input: { language: 'EN' } }))).toEqual(['FORBIDDEN']);
    const list = await teacher.gql(LINKS);
    expect(list.data.viewer.familyLinks).toBeNull();
    expect(codes(list)).toEqual(['FORBIDDEN']);
    expect(list.data.viewer.familyLinkReminder).toBeNull();
    expect(codes(await stack.client().gql(CREATE_LINK, { input: { language: 'EN' } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    // Staff, with a token taken from the REST API: refused before any resolver, nothing made.
    for (const staff of ['admin', 'manager']) {
      const token = await upstreamToken(stack.double, staff);
      const refused = await stack.client({ authorization: `Bearer ${token}` }).gql(CREATE_LINK, {
        input: { language: 'EN' },
      });
      expect(refused.status).toBe(403);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'STAFF' });
    }
  });

  it('a link preview gets the generic card: no name, and the link is not marked opened', async () => {
    const { sana } = await activeSana();
    const { token } = await makeLink(sana);
    for (const ua of ['WhatsApp/2.23.20.0 A', 'TelegramBot (like TwitterBot)', 'facebookexternalhit/1.1']) {
      const card = await openPage(stack.url, `/family/${token}`, { 'user-agent': ua });
      expect(card.status).toBe(200);
      expect(card.body).not.toContain('Sana');
      expect(card.body).toContain('og:title');
      expect(card.headers.get('cache-control')).toBe('no-store');
    }
    expect((await sana.gql(LINKS)).data.viewer.familyLinks[0].lastOpenedAt).toBeNull();
  });

  it('after a password change her links still work, and she is reminded of them until she dismisses it', async () => {
    const { sana } = await activeSana();
    const { token } = await makeLink(sana);
    const changed = await sana.gql(CHANGE_PASSWORD, {
      input: { oldPassword: PASSWORD, newPassword: 'a-new-long-pass-42' },
    });
    expect(changed.data.changePassword.success).toBe(true);
    expect((await openPage(stack.url, `/family/${token}`)).status).toBe(200);
    const reminder = (await sana.gql(LINKS)).data.viewer.familyLinkReminder;
    expect(reminder).toMatchObject({ reason: 'PASSWORD_CHANGED', links: [{ id: expect.any(String) }] });
    const dismissed = await sana.gql(DISMISS_REMINDER, { input: { id: reminder.id } });
    expect(dismissed.data.dismissFamilyLinkReminder).toEqual({ dismissed: true, errors: [] });
    expect((await sana.gql(LINKS)).data.viewer.familyLinkReminder).toBeNull();
  });

  it('after signing out everywhere she is reminded at her next sign-in; revoking her links ends it', async () => {
    const { sana } = await activeSana();
    const { link, token } = await makeLink(sana);
    await sana.gql('mutation { logout(input: { everywhere: true }) { success } }');
    const again = await stack.signedIn('sana');
    const reminder = (await again.gql(LINKS)).data.viewer.familyLinkReminder;
    expect(reminder).toMatchObject({ reason: 'SIGNED_OUT_EVERYWHERE', links: [{ id: link.id }] });
    expect((await openPage(stack.url, `/family/${token}`)).status).toBe(200);
    await again.gql(REVOKE_LINK, { input: { id: link.id } });
    expect((await again.gql(LINKS)).data.viewer.familyLinkReminder).toBeNull();
  });

  it("shows an expired child's family that the subscription ended, with the way to renew", async () => {
    const bilal = await stack.signedIn('bilal');
    const { token } = await makeLink(bilal);
    await bilal.gql(HOME);
    let week;
    for (let i = 0; i < 50; i++) {
      week = (await stack.client().gql(FAMILY_WEEK, { token })).data.familyWeek;
      if (week.subscription.endsOn) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(week.subscription).toMatchObject({ state: 'ENDED', renewPath: '/account/renew-subscription' });
    expect(week.subscription.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await openPage(stack.url, `/family/${token}`);
    expect(page.body).toContain('href="/account/renew-subscription"');
    expect(page.body).toContain('fee receipt');
  });
});

describe('family limits, reserved before acting', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_FAMILY_VIEWS_PER_IP: '5',
      RATE_LIMIT_FAMILY_LINKS_PER_ACCOUNT: '4',
    });
  });
  afterAll(() => stack.close());

  it('a burst of views from one address: exactly the limit is served, the rest 429 with Retry-After', async () => {
    const sana = await stack.signedIn('sana');
    const { token } = await makeLink(sana);
    const pages = await Promise.all(
      Array.from({ length: 12 }, () => openPage(stack.url, `/family/${token}`)),
    );
    expect(pages.filter((p) => p.status === 200)).toHaveLength(5);
    const refused = pages.filter((p) => p.status === 429);
    expect(refused).toHaveLength(7);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('cache-control')).toBe('no-store');
    // Guessing counts too: an unknown token spends the address's views.
    expect((await openPage(stack.url, '/family/guess')).status).toBe(429);
  });

  it('a flood of link creation: the account limit holds in parallel, and never more than 3 live', async () => {
    const hamza = await stack.signedIn('hamza');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => hamza.gql(CREATE_LINK, { input: { language: 'EN' } })),
    );
    const limited = answers.filter((a) => codes(a).includes('RATE_LIMITED'));
    expect(limited).toHaveLength(6);
    expect(limited[0]!.status).toBe(429);
    const made = answers.filter((a) => a.data?.createFamilyLink?.familyLink);
    expect(made).toHaveLength(3);
    expect((await hamza.gql(LINKS)).data.viewer.familyLinks).toHaveLength(3);
  });
});
