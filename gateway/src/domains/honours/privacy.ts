import type { HonourBoard, HonourStudent } from '../../__generated__/resolvers-types';
import type { HonourBoardPublicNames } from '../../config/env';
import type { GatewayContext } from '../../context';
import { fetchMe } from '../accounts/rest-calls';

/** "Hamza Ali Khan" → "Hamza K.": the first name and the last name's initial. */
export function firstNameAndInitial(fullName: string | null | undefined): string | null {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  // The initial as the reader sees it (a whole letter, even outside the Basic Multilingual Plane).
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** One row as a visitor may see it under the operator's setting (rank and scores are always shown). */
export function maskStudent(row: HonourStudent, mode: HonourBoardPublicNames): HonourStudent {
  if (mode === 'full') return row;
  if (mode === 'first-initial')
    return { ...row, username: null, fullName: firstNameAndInitial(row.fullName) };
  return { ...row, username: null, fullName: null, school: null, city: null, province: null };
}

export function maskBoard(board: HonourBoard, mode: HonourBoardPublicNames): HonourBoard {
  if (mode === 'full') return board;
  return {
    ...board,
    grades: board.grades.map((g) => ({ ...g, topStudents: g.topStudents.map((s) => maskStudent(s, mode)) })),
  };
}

/**
 * Whether this request is from a signed-in student or teacher, who see the full board. A sealed, unrevoked cookie
 * session proves it; a bearer token is only a claim, so it is shown to the upstream (`user/me/`, memoized for the
 * request) — otherwise any made-up `Authorization` header would unmask the board. A refused token is a visitor.
 */
export async function seesFullBoard(ctx: GatewayContext): Promise<boolean> {
  if (ctx.env.honourBoardPublicNames === 'full') return true;
  if (ctx.viewer.kind === 'cookie') return true;
  if (ctx.viewer.kind !== 'bearer') return false;
  return fetchMe(ctx.upstream).then(
    () => true,
    () => false,
  );
}
