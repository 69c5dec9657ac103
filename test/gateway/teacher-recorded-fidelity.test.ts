// The teacher's screens' own operations (the trusted documents the web sends) against a double that reproduces
// the recorded real API (fidelity 'recorded'): `teacher/students/` answers Django's HTML 500 whenever a listed
// student has a grade. The screens must degrade: the list and the overview fail with UPSTREAM_ERROR and none of
// the upstream's words, each alone, while a student's history (the way in by username) still answers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { codes, startStack, type Stack } from './support';

const manifest = JSON.parse(
  readFileSync(new URL('../../gateway/src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;
/** A web operation's document, as the client sends it. */
const operation = (name: string) => {
  const found = Object.values(manifest).find((doc) => new RegExp(`\\bquery ${name}\\b`).test(doc));
  if (!found) throw new Error(`no web operation ${name}`);
  return found;
};
const LIST = operation('TeacherAssessmentScreen');
const OVERVIEW = operation('TeacherClassOverview');
const HISTORY = operation('TeacherStudentHistoryScreen');

let double: UpstreamDouble;
let stack: Stack;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'demo', port: 0, fidelity: 'recorded' });
  stack = await startStack({}, { double });
});
afterAll(async () => {
  await stack.close();
  await double.close();
});
beforeEach(() => double.reset());

const noUpstreamWords = (res: unknown) => expect(JSON.stringify(res)).not.toMatch(/Server Error|<html|<h1>/i);

describe('teacher screens against the recorded-defect double', () => {
  it('the student list fails with UPSTREAM_ERROR, in the gateway’s own words', async () => {
    expect(double.fidelity).toBe('recorded');
    const c = await stack.signedIn('mrs.khan');
    const res = await c.gql(LIST);
    expect(stack.upstreamCalls('/api/teacher/students/')).toBeGreaterThan(0);
    expect(codes(res)).toEqual(['UPSTREAM_ERROR']);
    noUpstreamWords(res);
  });

  it('the overview is null with UPSTREAM_ERROR and composes nothing', async () => {
    const c = await stack.signedIn('mrs.khan');
    const res = await c.gql(OVERVIEW);
    expect(codes(res)).toEqual(['UPSTREAM_ERROR']);
    expect(res.data).toMatchObject({ viewer: { classOverview: null } });
    expect(stack.upstreamCalls('/api/teacher/student/sana/quiz-history/')).toBe(0);
    noUpstreamWords(res);
  });

  it('a student’s history still opens by username', async () => {
    const c = await stack.signedIn('mrs.khan');
    const res = await c.gql(HISTORY, { username: 'sana' });
    expect(res.errors).toBeUndefined();
    expect(res.data.viewer.studentQuizHistory.entries.length).toBeGreaterThan(0);
  });

  it('a teacher whose students have no grade gets her list and overview as usual', async () => {
    const c = await stack.signedIn('mr.baloch');
    const list = await c.gql(LIST);
    expect(list.errors).toBeUndefined();
    expect(list.data.viewer.students.map((s: { username: string }) => s.username)).toEqual(['nadia']);
    const overview = await c.gql(OVERVIEW);
    expect(overview.errors).toBeUndefined();
    expect(overview.data.viewer.classOverview.students.map((s: { username: string }) => s.username)).toEqual([
      'nadia',
    ]);
  });
});
