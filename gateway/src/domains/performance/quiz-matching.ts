import type { CatalogueGradeSource, QuizSummarySource } from '../catalogue/upstream-types';
import type { HistoryRowDto } from '../results/upstream-types';

/** A catalogue quiz with the path that names it (history rows name quizzes by this path, never by id). */
export interface CatalogueQuiz {
  quizId: string;
  title: string;
  grade: string;
  subject: string;
  chapter: string;
  /** The catalogue's own quiz object, which progress entries link to. */
  summary: QuizSummarySource;
}

/** Names compared as people read them: trimmed, inner spaces collapsed, case ignored. */
export const sameName = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Every catalogue quiz, in catalogue order. */
export function catalogueQuizzes(catalogue: CatalogueGradeSource[]): CatalogueQuiz[] {
  return catalogue.flatMap((g) =>
    g.subjects.flatMap((s) =>
      s.chapters.flatMap((c) =>
        c.quizzes.map((q) => ({
          quizId: q.id,
          title: q.title,
          grade: g.name,
          subject: s.name,
          chapter: c.name,
          summary: q,
        })),
      ),
    ),
  );
}

/**
 * Finds the catalogue quiz a history row is about (the rule is in the schema's `myProgress` description): the
 * same grade, subject, chapter and title; parts the row lacks are not compared, and such a partial match counts
 * only when it is unique. Titles repeat across grades and chapters ("1. Numbers Mixed Quiz"), so title alone is
 * never enough unless only one quiz has it.
 */
export class QuizMatcher {
  private readonly byTitle = new Map<string, CatalogueQuiz[]>();

  constructor(quizzes: CatalogueQuiz[]) {
    for (const q of quizzes) {
      const key = sameName(q.title);
      this.byTitle.set(key, [...(this.byTitle.get(key) ?? []), q]);
    }
  }

  match(row: Pick<HistoryRowDto, 'quiz_title' | 'grade' | 'subject' | 'chapter'>): CatalogueQuiz | null {
    const candidates = this.byTitle.get(sameName(row.quiz_title)) ?? [];
    const fits = candidates.filter(
      (q) =>
        (row.grade === null || sameName(row.grade) === sameName(q.grade)) &&
        (row.subject === null || sameName(row.subject) === sameName(q.subject)) &&
        (row.chapter === null || sameName(row.chapter) === sameName(q.chapter)),
    );
    return fits.length === 1 ? (fits[0] ?? null) : null;
  }
}
