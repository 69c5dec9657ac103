// Converter: one honour board of the REST API → the schema's HonourBoard (no username in any id).
import type { HonourBoard, HonourBoardKind } from '../../__generated__/resolvers-types';
import { provinceEnum } from '../../enums';
import { byNumberInName } from '../../lib/order';
import type { HonourBoardDto } from './upstream-types';

export const PERIOD_DAYS: Record<HonourBoardKind, number> = { SHINING_STARS: 30, NATIONAL_HEROES: 90 };

/** A board grouped by grade (grade order); `rank` is the 1-based position within the grade, as served. */
export function toHonourBoard(dto: HonourBoardDto, kind: HonourBoardKind): HonourBoard {
  const grades = dto.flatMap((g) => {
    if (!g.grade) return [];
    const gradeId = `${kind}:${g.grade}`;
    const topStudents = g.top_students.flatMap((s, i) =>
      s.username
        ? [
            {
              // By rank, not username: the id reaches visitors even when the username is hidden from them.
              id: `${gradeId}:${i + 1}`,
              rank: i + 1,
              username: s.username,
              fullName: s.full_name,
              school: s.school,
              city: s.city,
              province: provinceEnum.fromUpstream(s.province),
              totalMarks: s.total_marks ?? 0,
              quizzesAttempted: Math.round(s.quizzes_attempted ?? 0),
              averageScore: s.average_score ?? 0,
            },
          ]
        : [],
    );
    return [{ id: gradeId, grade: g.grade, topStudents }];
  });
  return {
    id: kind,
    kind,
    periodDays: PERIOD_DAYS[kind],
    grades: grades.sort((a, b) => byNumberInName(a.grade, b.grade)),
  };
}
