import type { CatalogueGradeSection_GradeFragment } from '@/gql/graphql';

import type { QuizMark } from './quiz-done-mark';

/** A quiz of one grade as her progress lists it, in catalogue order, with her mark when she has finished it. */
export interface GradeQuiz {
  id: string;
  number: number | null;
  title: string;
  subject: string;
  chapter: string;
  mark: QuizMark | null;
}

type Section = CatalogueGradeSection_GradeFragment;

/**
 * One grade's section, grouped from its quizzes in catalogue order (her progress lists them so: one entry per quiz
 * of her grade): subjects, then chapters, in the order they first appear. The ids are only keys for React.
 */
export function gradeFromQuizzes(name: string, quizzes: readonly GradeQuiz[]): Section {
  const subjects: Section['subjects'] = [];
  for (const quiz of quizzes) {
    let subject = subjects.find((s) => s.name === quiz.subject);
    if (!subject) {
      subject = {
        __typename: 'CatalogueSubject',
        id: `${name}/${quiz.subject}`,
        name: quiz.subject,
        chapters: [],
      };
      subjects.push(subject);
    }
    let chapter = subject.chapters.find((c) => c.name === quiz.chapter);
    if (!chapter) {
      chapter = {
        __typename: 'CatalogueChapter',
        id: `${subject.id}/${quiz.chapter}`,
        name: quiz.chapter,
        quizzes: [],
      };
      subject.chapters.push(chapter);
    }
    chapter.quizzes.push({ __typename: 'QuizSummary', id: quiz.id, number: quiz.number, title: quiz.title });
  }
  return { __typename: 'CatalogueGrade', id: name, name, subjects };
}
