// Progress as a graph over real HTTP against the double (demo seed: ayesha and sana are Grade 3 students with
// history): per-student ids, entries linked to the catalogue's quizzes both ways, her grade unless asked.
import { describe, expect, it } from 'vitest';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const PROGRESS = /* GraphQL */ `
  query Progress($grade: String) {
    myProgress {
      id
      grade
      streak {
        id
      }
      gradeQuizzes(grade: $grade) {
        id
        attempted
        bestPercentage
        quiz {
          id
          title
          grade
          subject
          chapter
        }
      }
      nextUp {
        id
        reason
        quiz {
          id
          grade
        }
      }
    }
  }
`;
const CATALOGUE_WITH_PROGRESS = /* GraphQL */ `
  query CatalogueWithProgress {
    catalogue {
      name
      subjects {
        chapters {
          quizzes {
            id
            myProgress {
              id
              attempted
              bestPercentage
              quiz {
                id
              }
            }
          }
        }
      }
    }
  }
`;

const stack = useStack({}, { seed: 'demo' });

async function signedIn(username: string) {
  const c = await stack.signedIn(username);
  return c;
}
const quizzesOf = (catalogue: Data[]) =>
  catalogue.flatMap((g: Data) =>
    g.subjects.flatMap((s: Data) =>
      s.chapters.flatMap((ch: Data) => ch.quizzes.map((q: Data) => ({ ...q, grade: g.name }))),
    ),
  );

describe('progress as a graph', () => {
  it('gives two students different ids for their progress, streak and entries', async () => {
    const [a, s] = await Promise.all([signedIn('ayesha'), signedIn('sana')]);
    const pa = (await a.gql(PROGRESS)).data.myProgress;
    const ps = (await s.gql(PROGRESS)).data.myProgress;
    expect(pa.grade).toBe('Grade 3');
    expect(ps.grade).toBe('Grade 3');
    expect(pa.id).not.toBe(ps.id);
    expect(pa.streak.id).not.toBe(ps.streak.id);
    const ids = (p: Data) => new Set([...p.gradeQuizzes, ...p.nextUp].map((e: Data) => e.id));
    const shared = [...ids(pa)].filter((id) => ids(ps).has(id));
    expect(shared).toEqual([]);
    // Stable across readings, and never the username itself.
    expect((await a.gql(PROGRESS)).data.myProgress.id).toBe(pa.id);
    expect(pa.id).not.toContain('ayesha');
  });

  it('covers her own grade only, unless another grade is asked for', async () => {
    const c = await signedIn('ayesha');
    const catalogue = quizzesOf(
      (await c.gql('{ catalogue { name subjects { chapters { quizzes { id } } } } }')).data.catalogue,
    );
    const grade3 = catalogue.filter((q) => q.grade === 'Grade 3');
    expect(catalogue.length).toBeGreaterThan(grade3.length);

    const own = (await c.gql(PROGRESS)).data.myProgress;
    expect(own.gradeQuizzes.map((e: Data) => e.quiz.id)).toEqual(grade3.map((q) => q.id));
    expect(new Set(own.gradeQuizzes.map((e: Data) => e.quiz.grade))).toEqual(new Set(['Grade 3']));

    const asked = (await c.gql(PROGRESS, { grade: 'grade 4' })).data.myProgress;
    const grade4 = catalogue.filter((q) => q.grade === 'Grade 4');
    expect(grade4.length).toBeGreaterThan(0);
    expect(asked.gradeQuizzes.map((e: Data) => e.quiz.id)).toEqual(grade4.map((q) => q.id));
    // A grade nobody lists is refused, not answered with an empty list.
    const unknown = await c.gql(PROGRESS, { grade: 'Grade 99' });
    expect(unknown.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('resolves through the catalogue quiz: Quiz.myProgress is the entry that links back to it', async () => {
    const c = await signedIn('ayesha');
    const own = (await c.gql(PROGRESS)).data.myProgress;
    const historyBefore = stack.double.requests.filter((r) => r.path.includes('quiz-history')).length;
    const res = await c.gql(CATALOGUE_WITH_PROGRESS);
    expect(res.errors).toBeUndefined();
    // One composition for the whole catalogue: one history call, however many quizzes ask.
    expect(stack.double.requests.filter((r) => r.path.includes('quiz-history')).length - historyBefore).toBe(
      1,
    );
    const quizzes = quizzesOf(res.data.catalogue);
    for (const q of quizzes) expect(q.myProgress.quiz.id).toBe(q.id);
    const attempted = own.gradeQuizzes.filter((e: Data) => e.attempted);
    expect(attempted.length).toBeGreaterThan(0);
    for (const entry of attempted) {
      const viaQuiz = quizzes.find((q) => q.id === entry.quiz.id)!.myProgress;
      expect(viaQuiz).toEqual({
        id: entry.id,
        attempted: true,
        bestPercentage: entry.bestPercentage,
        quiz: { id: entry.quiz.id },
      });
    }
    // nextUp links to quizzes of her grade, with the names the catalogue gives them.
    for (const n of own.nextUp) expect(n.quiz.grade).toBe('Grade 3');
  });

  it("never answers one student's marks to another from the response cache", async () => {
    const [a, s] = await Promise.all([signedIn('ayesha'), signedIn('sana')]);
    const owner = (res: Data) => quizzesOf(res.data.catalogue)[0].myProgress.id.split('/')[0];
    const first = await a.gql(CATALOGUE_WITH_PROGRESS);
    const second = await s.gql(CATALOGUE_WITH_PROGRESS);
    expect(owner(second)).not.toBe(owner(first));
    expect(owner(second)).toBe((await s.gql(PROGRESS)).data.myProgress.id);
  });

  it('has no progress on quizzes for a visitor, and refuses it to a teacher', async () => {
    const visitor = await stack.client().gql(CATALOGUE_WITH_PROGRESS);
    expect(visitor.errors).toBeUndefined();
    expect(quizzesOf(visitor.data.catalogue).every((q) => q.myProgress === null)).toBe(true);
    const teacher = await signedIn('mrs.khan');
    expect(new Set(codes(await teacher.gql(CATALOGUE_WITH_PROGRESS)))).toEqual(new Set(['FORBIDDEN']));
  });

  it('is null alone when a composed call fails: the request’s other root fields still answer', async () => {
    const c = await signedIn('ayesha');
    stack.double.faults.add({ path: '/api/student/quiz-history/', status: 502, html: true });
    const res = await c.gql('{ myProgress { id } catalogue { id } }');
    expect(codes(res)).toEqual(['UPSTREAM_ERROR']);
    expect(res.data.myProgress).toBeNull();
    expect(res.data.catalogue.length).toBeGreaterThan(0);
  });
});
