import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { CatalogueGradeSection_GradeFragment } from '@/gql/graphql';
import styles from './home.module.css';
import { QuizDoneMark, type QuizMark } from './quiz-done-mark';
import markStyles from './student-home.module.css';

type Quiz = CatalogueGradeSection_GradeFragment['subjects'][number]['chapters'][number]['quizzes'][number];

/** The anchor id of a grade section, for the "Jump to a grade" links. */
export function gradeAnchor(gradeId: string): string {
  return `grade-${gradeId.replace(/[^a-zA-Z0-9_-]+/g, '-').toLowerCase()}`;
}

const doneMarkId = (quizId: string) => `done-${quizId.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;

/** Titles usually start with their number ("2. Numbers Drill"); the number is shown in its own badge instead. */
function quizLabel(quiz: Quiz, position: number): { number: number; title: string } {
  if (quiz.number === null || quiz.number === undefined) return { number: position, title: quiz.title };
  const title = quiz.title.replace(new RegExp(`^\\s*${quiz.number}\\s*[.):-]?\\s*`), '');
  return { number: quiz.number, title: title || quiz.title };
}

/**
 * One grade of the catalogue: its subjects, their chapters, and each chapter's numbered quiz links; for a signed-in
 * student, `marks` tells which quizzes she has finished (shown beside them).
 */
export function CatalogueGradeSection({
  grade,
  marks,
}: {
  grade: CatalogueGradeSection_GradeFragment;
  marks?: ReadonlyMap<string, QuizMark>;
}) {
  const headingId = `${gradeAnchor(grade.id)}-title`;
  return (
    <section id={gradeAnchor(grade.id)} className={styles.grade} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.gradeTitle}>
        {grade.name}
      </h3>
      <div className={styles.subjects}>
        {grade.subjects.map((subject) => (
          <section key={subject.id} className={styles.subject}>
            <h4 dir="auto">{subject.name}</h4>
            {subject.chapters.map((chapter) => (
              <div key={chapter.id} className={styles.chapter}>
                <h5 dir="auto">{chapter.name}</h5>
                <ol className={styles.quizzes}>
                  {chapter.quizzes.map((quiz, index) => {
                    const { number, title } = quizLabel(quiz, index + 1);
                    const mark = marks?.get(quiz.id);
                    return (
                      // The mark sits beside the link (its description), so the link's name stays the quiz's.
                      <li key={quiz.id} className={mark ? markStyles.markedQuiz : undefined}>
                        <Link
                          to={paths.attemptQuiz(quiz.id)}
                          className={styles.quizLink}
                          aria-describedby={mark ? doneMarkId(quiz.id) : undefined}
                        >
                          <span className={styles.quizNumber}>{number}.</span> <span dir="auto">{title}</span>
                        </Link>
                        {mark ? <QuizDoneMark id={doneMarkId(quiz.id)} mark={mark} /> : null}
                      </li>
                    );
                  })}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
