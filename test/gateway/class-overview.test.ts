// classOverview over real HTTP against the double (demo seed: mrs.khan has ~50 students): composition, the bound
// on history calls in flight (measured at the upstream's door), the 60 s per-teacher cache, partial failure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { startInFlightProxy, type InFlightProxy } from './in-flight-proxy';
import { codes, REGISTER, startStack, type Data, type Stack } from './support';

const OVERVIEW = /* GraphQL */ `
  query Overview {
    classOverview {
      id
      composedAt
      students {
        id
        username
        fullName
        grade
        quizzesLast7Days
        averagePercentage
        recentAveragePercentage
        lastActiveOn
        weakestSubject
      }
      subjectAverages {
        id
        grade
        subject
        averagePercentage
        studentCount
      }
      needsHelp {
        username
        recentAveragePercentage
      }
      inactive {
        username
        lastActiveOn
        quizzesLast7Days
      }
      missing {
        username
        fullName
        reason
      }
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query History($u: String!) {
    studentQuizHistory(username: $u) {
      entries {
        grade
        subject
        percentage
        attemptedAt
      }
    }
  }
`;
const HISTORY_PATH = /^\/api\/teacher\/student\/[^/]+\/quiz-history\/$/;

let double: UpstreamDouble;
let proxy: InFlightProxy;
let stack: Stack;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  proxy = await startInFlightProxy(double.url, HISTORY_PATH);
  stack = await startStack({ UPSTREAM_URL: proxy.url }, { double });
});
afterAll(async () => {
  await stack.close();
  await proxy.close();
  await double.close();
});
beforeEach(async () => {
  double.reset();
  proxy.reset();
  // The overview is cached for 60 s in the gateway's store: each test starts from a cold cache.
  await stack.gateway.store.entries.delete(`class-overview:v2:id:${double.admin.findUser('mrs.khan')?.id}`);
});

const mean = (xs: number[]) => Math.round((xs.reduce((t, x) => t + x, 0) / xs.length) * 100) / 100;
const historyCalls = () => double.requests.filter((r) => HISTORY_PATH.test(r.path)).length;

describe('classOverview', () => {
  it("composes every student's figures from their histories, with both lists by their rules", async () => {
    const c = await stack.signedIn('mrs.khan');
    const o = (await c.data(OVERVIEW)).classOverview;
    const list = (await c.data('{ teacherStudents { username grade } }')).teacherStudents;
    expect(list.length).toBeGreaterThan(40);
    expect(o.students.map((s: Data) => s.username)).toEqual(list.map((s: Data) => s.username));
    expect(o.missing).toEqual([]);

    // sana, checked against her own history as the teacher reads it.
    const sana = o.students.find((s: Data) => s.username === 'sana');
    const rows = (await c.gql(HISTORY, { u: 'sana' })).data.studentQuizHistory.entries;
    expect(sana.averagePercentage).toBe(mean(rows.map((r: Data) => r.percentage)));
    expect(sana.lastActiveOn).toBe(rows[0].attemptedAt.slice(0, 10));

    // The lists follow their rules and both have content with the demo data.
    expect(o.needsHelp.length).toBeGreaterThan(0);
    expect(o.inactive.length).toBeGreaterThan(0);
    for (const s of o.needsHelp) expect(s.recentAveragePercentage).toBeLessThan(50);
    const helped = new Set(o.needsHelp.map((s: Data) => s.username));
    for (const s of o.students)
      if (s.recentAveragePercentage !== null && s.recentAveragePercentage < 50)
        expect(helped.has(s.username)).toBe(true);
    for (const s of o.inactive) expect(s.quizzesLast7Days).toBe(0);
    expect(o.inactive.length).toBe(o.students.filter((s: Data) => s.quizzesLast7Days === 0).length);

    // Class averages: per grade and subject, the mean over every student's rows of it, as the teacher reads them
    // (a row without a grade counts in the student's).
    const g3MathRows: Array<{ username: string; percentage: number }> = [];
    for (const student of list) {
      const entries = (await c.data(HISTORY, { u: student.username })).studentQuizHistory.entries;
      for (const r of entries)
        if (r.subject === 'Mathematics' && (r.grade ?? student.grade) === 'Grade 3')
          g3MathRows.push({ username: student.username, percentage: r.percentage });
    }
    expect(g3MathRows.length).toBeGreaterThan(1);
    const g3Math = o.subjectAverages.find((a: Data) => a.id === `${o.id}/Grade 3/Mathematics`);
    expect(g3Math).toMatchObject({
      grade: 'Grade 3',
      subject: 'Mathematics',
      averagePercentage: mean(g3MathRows.map((r) => r.percentage)),
      studentCount: new Set(g3MathRows.map((r) => r.username)).size,
    });
  });

  it('never has more than 4 history calls in flight, and uses all 4', async () => {
    const c = await stack.signedIn('mrs.khan');
    // Slow histories make the calls overlap, so a missing bound would show at once.
    double.faults.add({ path: HISTORY_PATH, delayMs: 25 });
    proxy.reset();
    const res = await c.gql(OVERVIEW);
    expect(res.errors).toBeUndefined();
    const students = res.data.classOverview.students.length;
    expect(proxy.count()).toBe(students);
    expect(proxy.peak()).toBe(4);
  });

  it('answers a second overview within 60 s from the store: no upstream call at all', async () => {
    const c = await stack.signedIn('mrs.khan');
    const first = await c.gql(OVERVIEW);
    expect(first.errors).toBeUndefined();
    const before = double.requests.length;
    const second = await c.gql(OVERVIEW);
    expect(second.data.classOverview).toEqual(first.data.classOverview);
    expect(double.requests.length).toBe(before);

    // Her other session knows whose it is from its sign-in, and shares the same cached overview.
    const other = await stack.signedIn('mrs.khan');
    const callsBefore = double.requests.length;
    const third = await other.gql(OVERVIEW);
    expect(third.data.classOverview.composedAt).toBe(first.data.classOverview.composedAt);
    expect(double.requests.slice(callsBefore).map((r) => r.path)).toEqual([]);
  });

  it('shows the rest with a note naming who is missing when some histories fail', async () => {
    const c = await stack.signedIn('mrs.khan');
    double.faults.add({ path: '/api/teacher/student/sana/quiz-history/', status: 500, html: true });
    double.faults.add({ path: '/api/teacher/student/hamza/quiz-history/', drop: true });
    const res = await c.gql(OVERVIEW);
    expect(res.errors).toBeUndefined();
    const o = res.data.classOverview;
    expect(o.missing).toEqual([
      { username: 'hamza', fullName: 'Hamza Ali', reason: 'UPSTREAM_ERROR' },
      { username: 'sana', fullName: expect.any(String), reason: 'UPSTREAM_ERROR' },
    ]);
    const shown = o.students.map((s: Data) => s.username);
    expect(shown).toContain('ayesha');
    expect(shown).not.toContain('sana');
    expect(shown).not.toContain('hamza');
    expect(historyCalls()).toBeGreaterThan(40);
  });

  it("fails as the student list does when the list fails (the real backend's HTML 500), and caches no failure", async () => {
    const c = await stack.signedIn('mrs.khan');
    double.faults.add({ path: '/api/teacher/students/', status: 500, html: true, times: 1 });
    const failed = await c.gql(OVERVIEW);
    expect(codes(failed)).toEqual(['UPSTREAM_ERROR']);
    expect(JSON.stringify(failed.errors)).not.toContain('Server Error');
    expect(historyCalls()).toBe(0);
    const again = await c.gql(OVERVIEW);
    expect(again.errors).toBeUndefined();
    expect(again.data.classOverview.students.length).toBeGreaterThan(40);
  });

  it('composes once for concurrent requests of one teacher', async () => {
    const c = await stack.signedIn('mrs.khan');
    double.faults.add({ path: HISTORY_PATH, delayMs: 10 });
    const lists = () => double.requests.filter((r) => r.path === '/api/teacher/students/').length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.gql(OVERVIEW)));
    for (const res of answers) expect(res.errors).toBeUndefined();
    expect(new Set(answers.map((r) => r.data.classOverview.composedAt)).size).toBe(1);
    expect(lists()).toBe(1);
    expect(historyCalls()).toBe(answers[0]!.data.classOverview.students.length);
  });

  it('does not keep an overview with students missing: the next request composes again', async () => {
    const c = await stack.signedIn('mrs.khan');
    double.faults.add({ path: '/api/teacher/student/sana/quiz-history/', status: 503, times: 1 });
    const partial = await c.gql(OVERVIEW);
    expect(partial.data.classOverview.missing.map((m: Data) => m.username)).toEqual(['sana']);
    const again = await c.gql(OVERVIEW);
    expect(again.data.classOverview.missing).toEqual([]);
    expect(again.data.classOverview.students.map((s: Data) => s.username)).toContain('sana');
  });

  it('holds the in-flight bound for the whole app, across concurrent overviews', async () => {
    // A second teacher of mrs.khan's school, so two compositions run side by side in this app.
    const khan = double.admin.findUser('mrs.khan')!;
    const registered = await stack.client().gql(REGISTER, {
      input: {
        role: 'TEACHER',
        username: 'mrs.iqbal',
        password: 'Kite#Mango42',
        schoolingStatus: 'TEACHER',
        schoolName: khan.school_name,
        city: khan.city,
      },
    });
    expect(registered.data.registerAccount.created).toBe(true);
    double.admin.activate('mrs.iqbal');
    const [c1, c2] = [stack.client(), stack.client()];
    await c1.login('mrs.khan');
    await c2.login('mrs.iqbal', { password: 'Kite#Mango42' });
    double.faults.add({ path: HISTORY_PATH, delayMs: 25 });
    proxy.reset();
    const [r1, r2] = await Promise.all([c1.gql(OVERVIEW), c2.gql(OVERVIEW)]);
    expect(r1.errors).toBeUndefined();
    expect(r2.errors).toBeUndefined();
    expect(r2.data.classOverview.students.length).toBe(r1.data.classOverview.students.length);
    expect(proxy.count()).toBe(2 * r1.data.classOverview.students.length);
    expect(proxy.peak()).toBe(4);
  });

  it('is for teachers only', async () => {
    expect(codes(await (await stack.signedIn('ayesha')).gql(OVERVIEW))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(OVERVIEW))).toEqual(['UNAUTHENTICATED']);
  });
});
