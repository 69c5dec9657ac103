// Public data (catalogue, grades, honour boards): no token sent upstream, a stale token never breaks it, one
// shared cache with request coalescing, and the honours fallback path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codes, startStack, type Data, type Stack } from './support';

const CATALOGUE =
  '{ catalogue { id name subjects { id name chapters { id name quizzes { id number title } } } } }';
const HONOURS = /* GraphQL */ `
  query Board($kind: HonourBoardKind!) {
    honourBoard(kind: $kind) {
      id
      kind
      periodDays
      grades {
        id
        grade
        topStudents {
          id
          rank
          username
          fullName
          school
          city
          province
          quizzesAttempted
          averageScore
          totalMarks
        }
      }
    }
  }
`;

let stack: Stack;
beforeEach(async () => {
  stack = await startStack(); // a fresh gateway per test: its public cache starts empty
});
afterEach(() => stack.close());

describe('catalogue and grades', () => {
  it('lists grades in order with path ids and numbered quizzes', async () => {
    const res = await stack.client().gql(CATALOGUE);
    const grades = res.data.catalogue;
    expect(grades.map((g: Data) => g.name)).toEqual(['Grade 3', 'Grade 5']);
    const chapter = grades[0].subjects[0].chapters[0];
    expect(chapter.id).toBe(`Grade 3/${grades[0].subjects[0].name}/${chapter.name}`);
    const numbers = chapter.quizzes.map((q: Data) => q.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const options = await stack.client().gql('{ grades { id label } }');
    expect(options.data.grades.map((g: Data) => g.label)).toEqual([
      'Grade 1',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
    ]);
  });

  it("never sends the viewer's token upstream, so a stale or garbage bearer still works", async () => {
    const res = await stack
      .client({ authorization: 'Bearer not-a-jwt' })
      .gql(`{ grades { id } catalogue { id } honourBoard(kind: SHINING_STARS) { id } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.catalogue.length).toBeGreaterThan(0);
    const publicCalls = stack.double.requests.filter((r) => /landing|grades|honors/.test(r.path));
    expect(publicCalls.length).toBeGreaterThan(0);
    for (const r of publicCalls) expect(r.headers.authorization).toBeUndefined();
  });

  it('coalesces N concurrent identical queries into ONE upstream request, then serves from cache', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        stack.client(i % 2 ? {} : { authorization: 'Bearer x' }).gql(CATALOGUE),
      ),
    );
    for (const r of results) expect(r.data.catalogue).toEqual(results[0]!.data.catalogue);
    expect(stack.upstreamCalls('/api/landing/quizzes/')).toBe(1);
    await stack.client().gql(CATALOGUE);
    expect(stack.upstreamCalls('/api/landing/quizzes/')).toBe(1);
  });

  it('does not cache failures', async () => {
    stack.double.faults.add({ path: '/api/landing/quizzes/', status: 500, html: true, times: 1 });
    expect(codes(await stack.client().gql(CATALOGUE))).toEqual(['UPSTREAM_ERROR']);
    expect((await stack.client().gql(CATALOGUE)).data.catalogue.length).toBe(2);
  });
});

describe('honourBoard', () => {
  it('asks /api/api/honors/… first and ranks students within each grade', async () => {
    const res = await stack.client().gql(HONOURS, { kind: 'NATIONAL_HEROES' });
    const board = res.data.honourBoard;
    expect(board).toMatchObject({ id: 'NATIONAL_HEROES', kind: 'NATIONAL_HEROES', periodDays: 90 });
    expect(board.grades.length).toBeGreaterThan(0);
    for (const g of board.grades) {
      expect(g.id).toBe(`NATIONAL_HEROES:${g.grade}`);
      expect(g.topStudents.map((s: Data) => s.rank)).toEqual(
        g.topStudents.map((_: Data, i: number) => i + 1),
      );
    }
    expect(stack.upstreamCalls('/api/api/honors/national-heroes/')).toBe(1);
    expect(stack.upstreamCalls('/api/honors/national-heroes/')).toBe(0);
    const stars = await stack.client().gql(HONOURS, { kind: 'SHINING_STARS' });
    expect(stars.data.honourBoard.periodDays).toBe(30);
  });

  it.each([
    ['an HTML 404', { status: 404, html: true }],
    ['a 500', { status: 500, html: true }],
    ['a dropped connection', { drop: true }],
    ['a garbage body', { status: 200, body: '<html>oops</html>' }],
  ])('falls back to /api/honors/… when the first path fails with %s', async (_name, fault) => {
    stack.double.faults.add({ path: '/api/api/honors/shining-stars/', ...fault });
    const res = await stack.client().gql(HONOURS, { kind: 'SHINING_STARS' });
    expect(res.errors).toBeUndefined();
    expect(res.data.honourBoard.grades.length).toBeGreaterThan(0);
    expect(stack.upstreamCalls('/api/honors/shining-stars/')).toBe(1);
  });

  it('UPSTREAM_ERROR when both paths fail', async () => {
    stack.double.faults.add({ path: /honors\/shining-stars/, status: 503, html: true });
    const res = await stack.client().gql(HONOURS, { kind: 'SHINING_STARS' });
    expect(codes(res)).toEqual(['UPSTREAM_ERROR']);
    expect(res.errors?.[0]?.message).not.toMatch(/<|html/i);
  });
});
