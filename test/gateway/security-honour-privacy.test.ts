// Honour board privacy: HONOUR_BOARD_PUBLIC_NAMES decides what a visitor sees; signed-in students and
// teachers see full rows; masking is done per request, so cached answers never mix the two views.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Data, type GqlClient, type Stack } from './support';
import { useStack } from './stack-support';

const BOARD = /* GraphQL */ `
  query Board {
    honourBoard(kind: NATIONAL_HEROES) {
      id
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

const rowsOf = (data: Data): Data[] => data.honourBoard.grades.flatMap((g: Data) => g.topStudents as Data[]);

/** Every row's non-null fields, by name. */
const shownFields = (rows: Data[]) =>
  new Set(rows.flatMap((r) => Object.keys(r).filter((k) => r[k] !== null && r[k] !== undefined)));

const ALWAYS = ['id', 'rank', 'quizzesAttempted', 'averageScore', 'totalMarks'];

async function views(stack: Stack) {
  const visitor = stack.client();
  const teacher: GqlClient = stack.client();
  await teacher.login('mrs.khan');
  // Visitor first, then the teacher, then the visitor again: a shared answer would show up as a mix-up.
  const v1 = await visitor.gql(BOARD);
  const t1 = await teacher.gql(BOARD);
  const v2 = await visitor.gql(BOARD);
  const bogusBearer = await stack.client({ authorization: 'Bearer made-up' }).gql(BOARD);
  for (const r of [v1, t1, v2, bogusBearer]) expect(r.errors).toBeUndefined();
  return { visitor: v1.data, teacher: t1.data, visitorAgain: v2.data, bogusBearer: bogusBearer.data };
}

function expectFullRows(data: Data) {
  const rows = rowsOf(data);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.username).toEqual(expect.any(String));
    expect(r.fullName).toMatch(/\S+ \S{2,}/); // a whole last name
  }
  expect(shownFields(rows)).toEqual(
    new Set([...ALWAYS, 'username', 'fullName', 'school', 'city', 'province']),
  );
}

/** The usernames on the board as the upstream serves it. */
async function upstreamUsernames(stack: Stack): Promise<string[]> {
  const res = await fetch(`${stack.double.url}honors/national-heroes/`);
  const board = (await res.json()) as Array<{ top_students: Array<{ username: string }> }>;
  return board.flatMap((g) => g.top_students.map((s) => s.username));
}

function expectNoUsernameAnywhere(data: Data, usernames: string[]) {
  expect(usernames.length).toBeGreaterThan(0);
  const text = JSON.stringify(data);
  for (const u of usernames) expect(text).not.toContain(`"${u}"`);
  for (const r of rowsOf(data)) for (const u of usernames) expect(r.id).not.toContain(u);
}

describe.each([
  ['full', ['username', 'fullName', 'school', 'city', 'province']],
  ['first-initial', ['fullName', 'school', 'city', 'province']],
  ['none', []],
] as const)('HONOUR_BOARD_PUBLIC_NAMES=%s', (mode, visible) => {
  const stack = useStack({ HONOUR_BOARD_PUBLIC_NAMES: mode }, { resetDouble: false });
  let seen: Awaited<ReturnType<typeof views>>;
  let usernames: string[];
  beforeAll(async () => {
    seen = await views(stack);
    usernames = await upstreamUsernames(stack);
  });

  it(`a visitor gets exactly: ${[...ALWAYS, ...visible].join(', ')}`, () => {
    const rows = rowsOf(seen.visitor);
    expect(rows.length).toBeGreaterThan(0);
    expect(shownFields(rows)).toEqual(new Set([...ALWAYS, ...visible]));
    if (mode === 'first-initial') for (const r of rows) expect(r.fullName).toMatch(/^\S+( \p{Lu}\.)?$/u); // "Hamza A."
    if (mode !== 'full') expectNoUsernameAnywhere(seen.visitor, usernames);
  });

  it('a signed-in teacher sees full rows', () => {
    expectFullRows(seen.teacher);
  });

  it('the cache never serves one view to the other; a made-up bearer token is a visitor', () => {
    expect(seen.visitorAgain).toEqual(seen.visitor);
    expect(seen.bogusBearer).toEqual(seen.visitor);
    if (mode !== 'full') expect(seen.teacher).not.toEqual(seen.visitor);
    // Same rows, same order, same ids in both views: only the masked fields differ.
    expect(rowsOf(seen.visitor).map((r) => r.id)).toEqual(rowsOf(seen.teacher).map((r) => r.id));
  });
});
