// Converters: the catalogue REST payloads (landing/quizzes/, grades/) → values of the schema's types.
import type { GradeOption, ResolversParentTypes } from '../../__generated__/resolvers-types';
import { leadingNumber } from '../../lib/ids';
import { byNumberInName } from '../../lib/order';
import type { GradesDto, LandingDto, QuizSummarySource } from './upstream-types';

/** A grade of the catalogue as the converters build it (its quizzes are `QuizSummarySource`s). */
export type CatalogueGradeSource = ResolversParentTypes['CatalogueGrade'];

function byLeadingNumber(a: QuizSummarySource, b: QuizSummarySource): number {
  const na = a.number ?? Number.MAX_SAFE_INTEGER;
  const nb = b.number ?? Number.MAX_SAFE_INTEGER;
  return na - nb || a.title.localeCompare(b.title);
}

/**
 * The landing catalogue in display order: grades by number, quizzes by the number their title starts with.
 * Subjects and chapters keep the upstream order. Ids are name paths, stable across upstream databases.
 * Never mutates `dto` (it lives in the shared public cache).
 */
export function toCatalogue(dto: LandingDto): CatalogueGradeSource[] {
  const grades = dto.flatMap(({ grade, subjects }) => {
    if (!grade) return [];
    return [
      {
        id: grade,
        name: grade,
        subjects: subjects.flatMap(({ subject, chapters }) => {
          if (!subject) return [];
          const subjectId = `${grade}/${subject}`;
          return [
            {
              id: subjectId,
              name: subject,
              chapters: chapters.flatMap(({ chapter, quizzes }) => {
                if (!chapter) return [];
                const summaries = quizzes.flatMap(({ id, title }) =>
                  id && title ? [{ id, title, number: leadingNumber(title), grade, subject, chapter }] : [],
                );
                return [
                  { id: `${subjectId}/${chapter}`, name: chapter, quizzes: summaries.sort(byLeadingNumber) },
                ];
              }),
            },
          ];
        }),
      },
    ];
  });
  return grades.sort((a, b) => byNumberInName(a.name, b.name));
}

/** Grade options from `[{id, name}]` or the older `[{label, value}]`, in grade order. */
export function toGradeOptions(dto: GradesDto): GradeOption[] {
  const options = dto.flatMap((g) => {
    const id = g.id ?? g.value;
    const label = g.name ?? g.label;
    return id && label ? [{ id, label }] : [];
  });
  return options.sort((a, b) => byNumberInName(a.label, b.label));
}
