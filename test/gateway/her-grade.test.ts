// Her grade without history, over real HTTP, against a double whose `user/me/` carries no grade (the recorded
// API; the defect is switched on here at either fidelity): learned from sign-up, a profile edit, her history, or her
// own answer, kept for her verified account, never guessed.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes, REGISTER, type Data } from './support';
import { useStack } from './stack-support';

const ME = '{ viewer { user { username grade gradeSource } } }';
const HOME = /* GraphQL */ `
  query Home($gradeId: ID) {
    viewer {
      progress {
        grade
        gradeSource
        nextUp {
          quiz {
            grade
          }
        }
        gradeQuizzes {
          quiz {
            grade
          }
        }
        other: gradeQuizzes(gradeId: $gradeId) {
          quiz {
            grade
          }
        }
      }
    }
  }
`;
const SET = /* GraphQL */ `
  mutation Set($input: SetMyGradeInput!) {
    setMyGrade(input: $input) {
      errors {
        code
        field
        message
      }
      user {
        grade
        gradeSource
      }
      viewer {
        progress {
          grade
          nextUp {
            quiz {
              grade
            }
          }
        }
      }
    }
  }
`;
const EDIT = /* GraphQL */ `
  mutation Edit($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      success
      errors {
        code
      }
    }
  }
`;

const stack = useStack({}, { resetDouble: false });
let gradeIds: Record<string, string>;
beforeAll(async () => {
  const grades = (await stack.client().gql('{ grades { id label } }')).data.grades as Data[];
  gradeIds = Object.fromEntries(grades.map((g) => [g.label, g.id]));
});
beforeEach(async () => {
  stack.double.reset();
  stack.double.reproduce('me-without-grade');
  // What earlier tests taught the gateway about these accounts is forgotten.
  for (const name of ['fatima', 'sana', 'nadia', 'New.Kid']) {
    const id = stack.double.admin.findUser(name)?.id;
    if (id) await stack.gateway.store.entries.delete(`known-grade:v1:id:${id}`);
  }
  await stack.gateway.store.entries.delete('known-grade:v1:sign-up:new.kid');
});

async function signedIn(username: string, password?: string) {
  const c = stack.client();
  await c.login(username, password ? { password } : {});
  return c;
}

describe('her grade, where the Learnify API does not say it', () => {
  it('a new student: the grade she signed up with, once her account is active', async () => {
    const input = {
      role: 'STUDENT',
      guardianConsent: true,
      username: 'New.Kid',
      password: 'Signup#12345',
      fullName: 'New Kid',
      gradeId: gradeIds['Grade 3'],
    };
    expect((await stack.client().gql(REGISTER, { input })).data.registerAccount.created).toBe(true);
    stack.double.admin.activate('New.Kid');
    const kid = await signedIn('New.Kid', 'Signup#12345');
    expect((await kid.gql(ME)).data.viewer.user).toEqual({
      username: 'New.Kid',
      grade: 'Grade 3',
      gradeSource: 'SIGN_UP',
    });
    const home = (await kid.gql(HOME)).data.viewer.progress;
    expect(home).toMatchObject({ grade: 'Grade 3', gradeSource: 'SIGN_UP' });
    expect(home.nextUp.length).toBeGreaterThan(0);
    expect(home.nextUp.every((n: Data) => n.quiz.grade === 'Grade 3')).toBe(true);
    expect(home.gradeQuizzes.length).toBeGreaterThan(0);
  });

  it('no source at all: null, with no Next up; her answer then fills both, for her account only', async () => {
    const fatima = await signedIn('fatima'); // Grade 5 upstream, no history
    expect((await fatima.gql(ME)).data.viewer.user).toMatchObject({ grade: null, gradeSource: null });
    const before = (await fatima.gql(HOME)).data.viewer.progress;
    expect(before).toMatchObject({ grade: null, gradeSource: null, nextUp: [], gradeQuizzes: [] });

    const set = await fatima.gql(SET, { input: { gradeId: gradeIds['Grade 5'] } });
    expect(set.data.setMyGrade).toMatchObject({
      errors: [],
      user: { grade: 'Grade 5', gradeSource: 'HER_ANSWER' },
      viewer: { progress: { grade: 'Grade 5' } },
    });
    expect(set.data.setMyGrade.viewer.progress.nextUp.length).toBeGreaterThan(0);
    const after = (await fatima.gql(HOME)).data.viewer.progress;
    expect(after).toMatchObject({ grade: 'Grade 5', gradeSource: 'HER_ANSWER' });
    expect(after.nextUp.length).toBeGreaterThan(0);
    // Nothing reached Learnify (its grade changes are counted), and nobody else got her answer.
    expect(stack.upstreamCalls('/api/user/edit-profile/')).toBe(0);
    const nadia = await signedIn('nadia');
    expect((await nadia.gql(ME)).data.viewer.user).toMatchObject({ grade: null, gradeSource: null });
  });

  it('a fact of her account stands over her answer; the newest fact wins', async () => {
    const fatima = await signedIn('fatima');
    const edit = await fatima.gql(EDIT, { input: { gradeId: gradeIds['Grade 3'] } });
    expect(edit.data.updateProfile.success).toBe(true);
    expect((await fatima.gql(ME)).data.viewer.user).toMatchObject({
      grade: 'Grade 3',
      gradeSource: 'PROFILE_EDIT',
    });
    await fatima.gql(SET, { input: { gradeId: gradeIds['Grade 5'] } });
    expect((await fatima.gql(ME)).data.viewer.user).toMatchObject({
      grade: 'Grade 3',
      gradeSource: 'PROFILE_EDIT',
    });
  });

  it('her history tells it when nothing else does, and is remembered', async () => {
    const sana = await signedIn('sana'); // Grade 3, with history
    expect((await sana.gql(ME)).data.viewer.user).toMatchObject({ grade: 'Grade 3', gradeSource: 'HISTORY' });
    const reads = stack.upstreamCalls('/api/student/quiz-history/');
    expect((await sana.gql(ME)).data.viewer.user.gradeSource).toBe('HISTORY');
    expect(stack.upstreamCalls('/api/student/quiz-history/')).toBe(reads);
  });

  it('refuses a grade nobody lists, and anyone but a signed-in student', async () => {
    const fatima = await signedIn('fatima');
    for (const gradeId of ['999', 'abc', '', ' 1 2', '9'.repeat(40)]) {
      const res = await fatima.gql(SET, { input: { gradeId } });
      expect(res.data.setMyGrade).toMatchObject({
        errors: [{ code: 'INVALID_INPUT', field: 'gradeId' }],
        user: null,
        viewer: null,
      });
    }
    expect((await fatima.gql(ME)).data.viewer.user.grade).toBeNull();
    const teacher = await signedIn('mrs.khan');
    expect(codes(await teacher.gql(SET, { input: { gradeId: gradeIds['Grade 3'] } }))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(SET, { input: { gradeId: gradeIds['Grade 3'] } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

describe('gradeQuizzes by the grade id that grades and sign-up use', () => {
  it('answers another grade by id, and refuses an unknown id or name with BAD_USER_INPUT', async () => {
    stack.double.reproduce('me-without-grade', false);
    const sana = await signedIn('sana');
    const other = (await sana.gql(HOME, { gradeId: gradeIds['Grade 5'] })).data.viewer.progress.other;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((q: Data) => q.quiz.grade === 'Grade 5')).toBe(true);
    for (const gradeId of ['999', 'Grade 5', '-1']) {
      const res = await sana.gql(HOME, { gradeId });
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    }
    const byName = await sana.gql('{ viewer { progress { gradeQuizzes(grade: " grade 5 ") { id } } } }');
    expect(byName.errors).toBeUndefined();
    expect(byName.data.viewer.progress.gradeQuizzes.length).toBe(other.length);
    expect(
      codes(await sana.gql('{ viewer { progress { gradeQuizzes(grade: "Grade 9") { id } } } }')),
    ).toEqual(['BAD_USER_INPUT']);
  });
});
