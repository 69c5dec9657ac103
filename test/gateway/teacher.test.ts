// Teacher queries over real HTTP: the school's students filtered and sorted in the gateway, a student's history.
import { describe, expect, it } from 'vitest';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const STUDENTS = /* GraphQL */ `
  query Students($grade: String, $sort: StudentSort) {
    teacherStudents(grade: $grade, sort: $sort) {
      id
      username
      fullName
      grade
      gender
      province
      schoolName
      city
      email
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query History($u: String!) {
    studentQuizHistory(username: $u) {
      id
      fullName
      entries {
        id
        quizTitle
        attemptedAt
        percentage
      }
    }
  }
`;

const stack = useStack();

async function teacher() {
  const c = await stack.signedIn('mrs.khan');
  return c;
}

describe('teacherStudents', () => {
  it("lists the school's students sorted by name, both ways, with enums mapped", async () => {
    const c = await teacher();
    const asc = (await c.gql(STUDENTS)).data.teacherStudents;
    expect(asc.map((s: Data) => s.username)).toEqual(['ayesha', 'hamza', 'sana']);
    expect(asc[0]).toMatchObject({
      id: 'ayesha',
      fullName: 'Ayesha Siddiqui',
      grade: 'Grade 3',
      gender: 'FEMALE',
      province: 'PUNJAB',
      schoolName: 'Iqra Model School',
    });
    const desc = (await c.gql(STUDENTS, { sort: 'NAME_DESC' })).data.teacherStudents;
    expect(desc.map((s: Data) => s.username)).toEqual(['sana', 'hamza', 'ayesha']);
  });

  it('filters by grade name', async () => {
    const c = await teacher();
    expect(
      (await c.gql(STUDENTS, { grade: 'Grade 3' })).data.teacherStudents.map((s: Data) => s.username),
    ).toEqual(['ayesha', 'sana']);
    expect((await c.gql(STUDENTS, { grade: 'Grade 1' })).data.teacherStudents).toEqual([]);
  });

  it("is for teachers only; the real backend's HTML 500 becomes UPSTREAM_ERROR", async () => {
    const s = await stack.signedIn('ayesha');
    expect(codes(await s.gql(STUDENTS))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql(STUDENTS))).toEqual(['UNAUTHENTICATED']);
    const c = await teacher();
    stack.double.faults.add({ path: '/api/teacher/students/', status: 500, html: true });
    const res = await c.gql(STUDENTS);
    expect(codes(res)).toEqual(['UPSTREAM_ERROR']);
    expect(JSON.stringify(res.errors)).not.toMatch(/Server Error|<h1>/);
  });
});

describe('studentQuizHistory', () => {
  it("reads an own-school student's history, username case-insensitive", async () => {
    const c = await teacher();
    const res = await c.gql(HISTORY, { u: 'SANA' });
    expect(res.data.studentQuizHistory).toMatchObject({ id: 'sana', fullName: 'Sana Malik' });
    expect(res.data.studentQuizHistory.entries.length).toBeGreaterThan(0);
    expect(res.data.studentQuizHistory.entries[0].attemptedAt).toMatch(/\+05:00$/);
  });

  it('NOT_FOUND for another school as for unknown, FORBIDDEN for a student asking', async () => {
    const c = await teacher();
    expect(codes(await c.gql(HISTORY, { u: 'omar' }))).toEqual(['NOT_FOUND']);
    expect(codes(await c.gql(HISTORY, { u: 'nobody' }))).toEqual(['NOT_FOUND']);
    expect(codes(await c.gql(HISTORY, { u: '..' }))).toEqual(['NOT_FOUND']);
    const s = await stack.signedIn('ayesha');
    expect(codes(await s.gql(HISTORY, { u: 'sana' }))).toEqual(['FORBIDDEN']);
  });
});
