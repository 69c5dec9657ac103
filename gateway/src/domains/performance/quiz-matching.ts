import type { CatalogueGradeSource } from '../catalogue/converters';
import type { QuizSummarySource } from '../catalogue/upstream-types';
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
export function catalogueQuizzes(catalogue: readonly CatalogueGradeSource[]): CatalogueQuiz[] {
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
  /** Each quiz by its title as compared, with its other names as compared. */
  private readonly byTitle = new Map<
    string,
    Array<{ quiz: CatalogueQuiz; grade: string; subject: string; chapter: string }>
  >();

  constructor(quizzes: CatalogueQuiz[]) {
    for (const quiz of quizzes) {
      const key = sameName(quiz.title);
      const named = {
        quiz,
        grade: sameName(quiz.grade),
        subject: sameName(quiz.subject),
        chapter: sameName(quiz.chapter),
      };
      const list = this.byTitle.get(key);
      if (list) list.push(named);
      else this.byTitle.set(key, [named]);
    }
  }

  match(row: Pick<HistoryRowDto, 'quiz_title' | 'grade' | 'subject' | 'chapter'>): CatalogueQuiz | null {
    // A part the row lacks is not compared.
    const same = (part: string | null, name: string) => part === null || sameName(part) === name;
    const fits = (this.byTitle.get(sameName(row.quiz_title)) ?? []).filter(
      (q) => same(row.grade, q.grade) && same(row.subject, q.subject) && same(row.chapter, q.chapter),
    );
    return fits.length === 1 ? (fits[0]?.quiz ?? null) : null;
  }
}

/** A catalogue's quizzes and their matcher. */
export interface CatalogueIndex {
  quizzes: CatalogueQuiz[];
  matcher: QuizMatcher;
}

const indexes = new WeakMap<readonly CatalogueGradeSource[], CatalogueIndex>();

/**
 * The catalogue's quizzes and their matcher, made once per catalogue: the public cache hands every request the same
 * catalogue while it is fresh (and nobody changes it), so her progress does not list and index 120 quizzes twice
 * per request.
 */
export function catalogueIndex(catalogue: readonly CatalogueGradeSource[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const quizzes = catalogueQuizzes(catalogue);
    indexes.set(catalogue, (index = { quizzes, matcher: new QuizMatcher(quizzes) }));
  }
  return index;
}
