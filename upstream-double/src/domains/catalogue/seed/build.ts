// Turns the curriculum (grade -> subject -> chapter content) into grades, banks, questions and quizzes.
import type { QuestionType } from '../../../model';
import type { Rng } from '../../../prng';
import type { State } from '../../../state';
import type { ChapterContent } from './content-types';
import type { SubjectSpec } from './curriculum';

const img = (name: string): string =>
  `<p><img src="{{MEDIA}}/media/questions/${name}.svg" alt="picture for the question" width="160" height="160"></p>`;

function addBank(state: State, rng: Rng, name: string, type: QuestionType, content: ChapterContent): number {
  const id = state.banks.size + 1;
  const questionIds: string[] = [];
  const add = (
    text: string,
    correct: string | string[] | Record<string, string>,
    options?: string[],
  ): void => {
    const q = { id: rng.uuid(), type, text, correct, ...(options ? { options } : {}) };
    state.questions.set(q.id, q);
    questionIds.push(q.id);
  };
  if (type === 'scq')
    for (const s of content.scq) add(`<p>${s.q}</p>${s.image ? img(s.image) : ''}`, s.a, [s.a, ...s.wrong]);
  if (type === 'mcq') for (const m of content.mcq) add(`<p>${m.q}</p>`, m.right, [...m.right, ...m.wrong]);
  if (type === 'fib')
    for (const f of content.fib)
      add(
        `<p>Fill in the blanks.</p><p>${f.text}</p>`,
        f.blanks.b === undefined ? { a: f.blanks.a } : { a: f.blanks.a, b: f.blanks.b },
      );
  state.banks.set(id, { id, name, questionIds });
  return id;
}

/** Builds everything below the grades; `fibQuizzes` adds a third, fill-in-only quiz per chapter. */
export function buildCatalogue(
  state: State,
  rng: Rng,
  curriculum: Record<number, SubjectSpec[]>,
  fibQuizzes: boolean,
): void {
  for (let g = 1; g <= 5; g++) state.grades.push({ id: g, name: `Grade ${g}` });
  let quizId = 1;
  for (const grade of state.grades) {
    for (const [subjectName, chapters] of curriculum[grade.id] ?? []) {
      const subject = { id: state.subjects.length + 1, name: subjectName, gradeId: grade.id };
      state.subjects.push(subject);
      for (const [chapterName, make] of chapters) {
        const chapter = { id: state.chapters.length + 1, name: chapterName, subjectId: subject.id };
        state.chapters.push(chapter);
        const content = make(grade.id, rng);
        const label = `${grade.name} ${subjectName} ${chapterName}`;
        const scq = addBank(state, rng, `${label} SCQ`, 'scq', content);
        const mcq = addBank(state, rng, `${label} MCQ`, 'mcq', content);
        const fib = addBank(state, rng, `${label} FIB`, 'fib', content);
        const quiz = (
          title: string,
          marksPerQuestion: number,
          inputBoxWidth: number,
          banks: { bankId: number; count: number }[],
        ): void => {
          state.quizzes.set(quizId, {
            id: quizId,
            title,
            chapterId: chapter.id,
            marksPerQuestion,
            inputBoxWidth,
            banks,
          });
          quizId++;
        };
        quiz(`1. ${chapterName} Mixed Quiz`, 1, 8, [
          { bankId: scq, count: 3 },
          { bankId: mcq, count: 2 },
          { bankId: fib, count: 2 },
        ]);
        quiz(`2. ${chapterName} SCQ Drill`, 2, 8, [{ bankId: scq, count: 5 }]);
        if (fibQuizzes && content.fib.length >= 3)
          quiz(`3. ${chapterName} Fill in the Blanks`, 1, 10, [{ bankId: fib, count: 3 }]);
      }
    }
  }
}
