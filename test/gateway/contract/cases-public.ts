// Contract cases 001–013 and 085: landing catalogue, grades, csrf/CORS (client level) and honour boards.
import { expect } from 'vitest';
import type { Data } from '../support';
import { expectError, upperSnake, type CaseFn, type Harness } from './harness';

const CATALOGUE =
  '{ catalogue { id name subjects { id name chapters { id name quizzes { id number title } } } } }';
const BOARD = `query($kind: HonourBoardKind!) { honourBoard(kind: $kind) { id kind periodDays
  grades { id grade topStudents { id rank username fullName school city province quizzesAttempted averageScore totalMarks } } } }`;

async function catalogueMaps(h: Harness) {
  const res = await h.gql(CATALOGUE);
  expect(res.errors).toBeUndefined();
  const recorded = h.recording.response.body as Data[];
  const grades = res.data.catalogue;
  expect(grades.map((g: Data) => g.name)).toEqual(
    recorded.map((g) => g.grade).sort((a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })),
  );
  const count = (gs: Data[], pick: (c: Data) => Data[]) =>
    gs.flatMap((g) => g.subjects.flatMap((s: Data) => s.chapters.flatMap(pick))).length;
  expect(count(grades, (c) => c.quizzes)).toBe(count(recorded, (c) => c.quizzes));
  for (const g of grades) {
    for (const s of g.subjects) {
      expect(s.id).toBe(`${g.name}/${s.name}`);
      for (const c of s.chapters) {
        expect(c.id).toBe(`${s.id}/${c.name}`);
        const numbers = c.quizzes.map((q: Data) => q.number);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        for (const q of c.quizzes) expect(q.id).toMatch(/^\d+$/);
      }
    }
  }
  // A public call: never with the viewer's token.
  expect(h.calls()).toEqual(['GET /api/landing/quizzes/']);
  expect(h.received[0]?.headers.authorization).toBeUndefined();
}

async function catalogueFails(h: Harness, code: string) {
  expectError(await h.gql(CATALOGUE, {}, 'Bearer not-a-jwt'), code);
  expect(h.received[0]?.headers.authorization).toBeUndefined();
}

async function clientParses(h: Harness, path: string, expected: unknown) {
  const res = await h.client().get(path, { auth: false });
  expect(res.status).toBe(h.recording.response.status);
  expect(res.data).toEqual(expected);
}

async function board(h: Harness, kind: 'SHINING_STARS' | 'NATIONAL_HEROES', days: number) {
  const res = await h.gql(BOARD, { kind });
  expect(res.errors).toBeUndefined();
  const b = res.data.honourBoard;
  expect(b).toMatchObject({ id: kind, kind, periodDays: days });
  const recorded = h.recording.response.body as Data[];
  expect(b.grades.map((g: Data) => g.grade).sort()).toEqual(recorded.map((g) => g.grade).sort());
  const first = recorded[0];
  const mapped = b.grades.find((g: Data) => g.grade === first.grade);
  expect(mapped.topStudents.length).toBe(first.top_students.length);
  expect(mapped.topStudents[0]).toEqual({
    id: `${kind}:${first.grade}:1`, // by rank: the id never carries the username
    rank: 1,
    username: first.top_students[0].username,
    fullName: first.top_students[0].full_name,
    school: first.top_students[0].school,
    city: first.top_students[0].city,
    province: first.top_students[0].province ? upperSnake(first.top_students[0].province) : null,
    quizzesAttempted: first.top_students[0].quizzes_attempted,
    averageScore: first.top_students[0].average_score,
    totalMarks: first.top_students[0].total_marks,
  });
  expect(mapped.topStudents.map((s: Data) => s.rank)).toEqual(
    mapped.topStudents.map((_: Data, i: number) => i + 1),
  );
  // The original client's first path; it answered, so no fallback call.
  const slug = kind === 'SHINING_STARS' ? 'shining-stars' : 'national-heroes';
  expect(h.calls()).toEqual([`GET /api/api/honors/${slug}/`]);
}

export const publicCases: Record<string, CaseFn> = {
  '001': catalogueMaps,
  // A stale token turns the public catalogue into a 401 upstream — the gateway never sends it, so this 401 can
  // only be the upstream's own problem: reported, not a crash.
  '002': (h) => catalogueFails(h, 'UNAUTHENTICATED'),
  '003': (h) => catalogueFails(h, 'UPSTREAM_ERROR'), // 301 to the slashed URL: not followed, an upstream error
  '004': (h) => catalogueFails(h, 'UPSTREAM_ERROR'), // HTML 404: wrong base URL
  '005': async (h) => {
    const res = await h.gql('{ grades { id label } }');
    expect(res.data.grades).toEqual([1, 2, 3, 4, 5].map((n) => ({ id: String(n), label: `Grade ${n}` })));
    expect(h.calls()).toEqual(['GET /api/grades/']);
  },
  '006': (h) => clientParses(h, 'csrf/', { detail: 'CSRF cookie set' }),
  '007': (h) => clientParses(h, 'token/', null),
  '008': (h) => clientParses(h, 'token/', null),
  '009': (h) => clientParses(h, 'token/', null),
  '010': (h) => board(h, 'SHINING_STARS', 30),
  '011': (h) => board(h, 'SHINING_STARS', 30),
  '012': (h) => board(h, 'NATIONAL_HEROES', 90),
  '013': (h) => board(h, 'NATIONAL_HEROES', 90),
  '085': (h) => board(h, 'SHINING_STARS', 30),
};
