// `viewer`: the signed-in user's own data under one nullable root. Every per-user object has an id derived from the
// verified account (never a constant shared by every user), the same however she signed in; each composed field
// fails alone; the deprecated root fields give the same ids.
import { describe, expect, it } from 'vitest';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const STUDENT = /* GraphQL */ `
  {
    viewer {
      id
      user {
        username
        subscription {
          id
        }
      }
      progress {
        id
        streak {
          id
        }
        attemptedQuizzes {
          id
          attempted
          quiz {
            id
          }
        }
      }
      subjectPerformance {
        id
        subjects {
          id
        }
        overall {
          id
        }
      }
      quizHistory {
        id
        entries {
          id
        }
      }
    }
  }
`;

const TEACHER = /* GraphQL */ `
  {
    viewer {
      id
      user {
        username
      }
      students {
        username
      }
      classOverview {
        id
        subjectAverages {
          id
          grade
          subject
        }
      }
      progress {
        id
      }
    }
  }
`;

const stack = useStack();

/** Every `id` in an answer, with where it was found. */
function idsOf(value: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => idsOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'id' && typeof v === 'string' ? [[path, v] as [string, string]] : idsOf(v, `${path}.${k}`),
  );
}

describe('viewer', () => {
  it('is null for a visitor, and UNAUTHENTICATED for a session that was signed out', async () => {
    const visitor = await stack.client().gql('{ viewer { id } }');
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data).toEqual({ viewer: null });

    const ayesha = await stack.signedIn('ayesha');
    const cookies = new Map(ayesha.cookies);
    await ayesha.gql('mutation { logout { success } }');
    const copy = stack.client();
    for (const [k, v] of cookies) copy.cookies.set(k, v);
    const after = await copy.gql('{ viewer { id } }');
    expect(codes(after)).toEqual(['UNAUTHENTICATED']);
    expect(after.data).toEqual({ viewer: null });
  });

  it("is the same null for every visitor, so a visitor's page is answered from the response cache", async () => {
    const PAGE = '{ catalogue { id } viewer { id user { username } } }';
    const first = await stack.client().gql(PAGE);
    expect(first.data.viewer).toBeNull();
    const again = await stack.client().gql(PAGE);
    expect(again.data).toEqual(first.data);
    expect(again.headers.get('age')).not.toBeNull();
    const sana = await stack.signedIn('sana');
    await sana.gql(PAGE);
    const hers = await sana.gql(PAGE);
    expect(hers.data.viewer.user).toEqual({ username: 'sana' });
    expect(hers.headers.get('age')).toBeNull();
  });

  it("gives every object that is hers an id of her own: two students share none, and none is 'me'", async () => {
    const ayesha = await (await stack.signedIn('ayesha')).gql(STUDENT);
    const sana = await (await stack.signedIn('sana')).gql(STUDENT);
    for (const res of [ayesha, sana]) expect(res.errors).toBeUndefined();
    expect(ayesha.data.viewer.user.username).toBe('ayesha');
    expect(sana.data.viewer.user.username).toBe('sana');
    expect(sana.data.viewer.progress.attemptedQuizzes.length).toBeGreaterThan(0);
    expect(sana.data.viewer.subjectPerformance.subjects.length).toBeGreaterThan(0);

    // Catalogue quizzes are public (the same for everyone); everything else in her viewer is hers.
    const own = (res: Data) => idsOf(res.data.viewer).filter(([path]) => !path.endsWith('.quiz'));
    const sanas = own(sana);
    const ayeshas = new Set(own(ayesha).map(([, id]) => id));
    expect(sanas.length).toBeGreaterThan(8);
    expect(ayeshas.size).toBeGreaterThan(2);
    expect(sanas.filter(([, id]) => ayeshas.has(id))).toEqual([]);
    expect(sanas.filter(([, id]) => /^(me|subscription:me|class)$/.test(id))).toEqual([]);

    const v = sana.data.viewer;
    expect(v.quizHistory.id).toBe('sana');
    expect(v.user.subscription.id).toBe('subscription:sana');
    for (const row of [...v.subjectPerformance.subjects, v.subjectPerformance.overall])
      expect(row.id.startsWith(`${v.subjectPerformance.id}/`)).toBe(true);
  });

  it('has the same id for one account however she signed in, and the one her sign-in announced', async () => {
    const cookie = stack.client();
    const login = await cookie.login('sana');
    const announced = await cookie.gql(
      'mutation { login(input: { username: "sana", password: "learnify123" }) { session { viewer { id } } } }',
    );
    const id = (await cookie.gql('{ viewer { id } }')).data.viewer.id;
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(login.data.login.session).toBeTruthy();
    expect(announced.data.login.session.viewer.id).toBe(id);
    const bearer = await stack.signedIn('sana', { bearer: true });
    expect((await bearer.gql('{ viewer { id } }')).data.viewer.id).toBe(id);
    const other = await stack.signedIn('ayesha', { bearer: true });
    expect((await other.gql('{ viewer { id } }')).data.viewer.id).not.toBe(id);
  });

  it('the deprecated root fields give the same per-user ids as the viewer', async () => {
    const sana = await stack.signedIn('sana', { bearer: true });
    const res = await sana.gql(
      '{ viewer { id quizHistory { id } subjectPerformance { id } progress { id } } quizHistory { id } subjectPerformance { id } subscriptionInfo { id } myProgress { id } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.quizHistory.id).toBe(res.data.viewer.quizHistory.id);
    expect(res.data.subjectPerformance.id).toBe(res.data.viewer.subjectPerformance.id);
    expect(res.data.subscriptionInfo.id).toBe('subscription:sana');
    expect(res.data.myProgress.id).toBe(res.data.viewer.progress.id);
  });

  it('answers each composed field alone: one failing call nulls only the fields that need it', async () => {
    const sana = await stack.signedIn('sana');
    stack.double.faults.add({ path: '/api/student/quiz-history/', status: 500, html: true });
    const res = await sana.gql(
      '{ viewer { id subjectPerformance { id } quizHistory { id } user { username } } catalogue { id } }',
    );
    // Her subject performance is composed from her history, so it fails with it; her account does not.
    expect(res.data.viewer).toMatchObject({
      subjectPerformance: null,
      quizHistory: null,
      user: { username: 'sana' },
    });
    expect(res.data.catalogue.length).toBeGreaterThan(0);
    expect(res.errors?.map((e) => [e.path, e.extensions?.code]).sort()).toEqual([
      [['viewer', 'quizHistory'], 'UPSTREAM_ERROR'],
      [['viewer', 'subjectPerformance'], 'UPSTREAM_ERROR'],
    ]);
  });

  it('answers her subject performance when only the class figures fail: the comparison is not reported', async () => {
    const sana = await stack.signedIn('sana');
    stack.double.faults.add({ path: '/api/student/subject-performance/', status: 500, html: true });
    const res = await sana.gql(
      '{ viewer { subjectPerformance { id subjects { studentAverage classComparison { unavailableReason } } } quizHistory { id } } }',
    );
    expect(res.errors).toBeUndefined();
    const subjects = res.data.viewer.subjectPerformance.subjects as Data[];
    expect(subjects.length).toBeGreaterThan(0);
    for (const s of subjects) expect(s.classComparison.unavailableReason).toBe('NOT_REPORTED');
    expect(res.data.viewer.quizHistory).toEqual({ id: 'sana' });
  });

  it("holds a teacher's students and class; her class averages are hers; a student's fields refuse her alone", async () => {
    const khan = await (await stack.signedIn('mrs.khan')).gql(TEACHER);
    const baloch = await (await stack.signedIn('mr.baloch')).gql(TEACHER);
    const v = khan.data.viewer as Data;
    expect(v.user.username).toBe('mrs.khan');
    expect(v.progress).toBeNull();
    expect(khan.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['viewer', 'progress'], 'FORBIDDEN'],
    ]);
    const roots = await (await stack.signedIn('mrs.khan')).gql('{ teacherStudents { username } }');
    expect(v.students).toEqual(roots.data.teacherStudents);
    expect(v.classOverview.subjectAverages.length).toBeGreaterThan(0);
    for (const a of v.classOverview.subjectAverages)
      expect(a.id).toBe(`${v.classOverview.id}/${a.grade}/${a.subject}`);
    expect(baloch.data.viewer.classOverview.id).not.toBe(v.classOverview.id);
    expect(baloch.data.viewer.id).not.toBe(v.id);
  });

  it("opens one of her students' histories and her own results through the viewer", async () => {
    const khan = await stack.signedIn('mrs.khan');
    const history = await khan.gql(
      'query($u: String!) { viewer { studentQuizHistory(username: $u) { id entries { id } } } }',
      { u: 'Sana' },
    );
    expect(history.data.viewer.studentQuizHistory.id).toBe('sana');
    const attempt = history.data.viewer.studentQuizHistory.entries[0].id as string;
    const sana = await stack.signedIn('sana');
    const own = await sana.gql('query($id: ID!) { viewer { quizResult(attemptId: $id) { id } } }', {
      id: attempt,
    });
    expect(own.data.viewer.quizResult).toEqual({ id: attempt });
    const ayesha = await stack.signedIn('ayesha');
    const notHers = await ayesha.gql('query($id: ID!) { viewer { id quizResult(attemptId: $id) { id } } }', {
      id: attempt,
    });
    expect(codes(notHers)).toEqual(['NOT_FOUND']);
    expect(notHers.data.viewer).toMatchObject({ quizResult: null });
  });
});
