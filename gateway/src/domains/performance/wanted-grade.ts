import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { MAX_GRADE_NAME } from '../accounts/known-grade';
import { fetchCatalogue, fetchGrades, listedGrade } from '../catalogue/rest-calls';
import { sameName } from './quiz-matching';

const unknownGrade = () => gatewayError('BAD_USER_INPUT', 'There is no such grade.', { field: 'gradeId' });

/**
 * The grade `gradeQuizzes` is about: the one `gradeId` names (an id of `grades`), else the deprecated `grade` name
 * (of `grades` or the catalogue), else hers. A grade nobody lists is refused, never answered with an empty list.
 */
export async function wantedGrade(
  ctx: GatewayContext,
  gradeId: string | null,
  grade: string | null,
  own: string | null,
): Promise<string | null> {
  if (gradeId !== null) {
    const name = await listedGrade(ctx, gradeId);
    if (!name) throw unknownGrade();
    return name;
  }
  if (grade !== null) {
    // Longer than any grade's name: refused before it is compared with anything.
    if (grade.length > MAX_GRADE_NAME) throw unknownGrade();
    const [grades, catalogue] = await Promise.all([fetchGrades(ctx), fetchCatalogue(ctx)]);
    const names = [...grades.map((g) => g.label), ...catalogue.map((g) => g.name)];
    const found = names.find((n) => sameName(n) === sameName(grade));
    if (!found) throw unknownGrade();
    return found;
  }
  return own;
}
