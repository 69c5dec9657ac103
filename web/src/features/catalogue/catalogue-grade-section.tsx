import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { CatalogueGradeSection_GradeFragment } from '@/gql/graphql';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './home.module.css';
import { QuizDoneMark, useQuizMark, type QuizMark } from './quiz-done-mark';
import markStyles from './quiz-mark.module.css';

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

/** A quiz link; with `mark`, the mark sits beside it as its description, so the link's name stays the quiz's. */
function QuizItem({ quiz, position, mark }: { quiz: Quiz; position: number; mark: QuizMark | null }) {
  const { number, title } = quizLabel(quiz, position);
  return (
    <li className={mark ? markStyles.markedQuiz : undefined}>
      <Link
        to={paths.attemptQuiz(quiz.id)}
        className={styles.quizLink}
        aria-describedby={mark ? doneMarkId(quiz.id) : undefined}
      >
        {/* Left to right in Urdu too: "1.", never ".1". */}
        <span className={styles.quizNumber} dir="ltr">
          {number}.
        </span>{' '}
        <span dir="auto">{title}</span>
      </Link>
      {mark ? <QuizDoneMark id={doneMarkId(quiz.id)} mark={mark} /> : null}
    </li>
  );
}

/**
 * A quiz with the signed-in student's mark, when she has finished it — once the page is live: a section rendered
 * by the gateway for every reader (a kept part) carries no one's marks, and hydration must find what it sent.
 */
function MarkedQuizItem({ quiz, position }: { quiz: Quiz; position: number }) {
  const mark = useQuizMark(quiz.id);
  return <QuizItem quiz={quiz} position={position} mark={useHydrated() ? mark : null} />;
}

/**
 * One grade of the catalogue: its subjects, their chapters, and each chapter's numbered quiz links; with `marked`
 * (a signed-in student), her finished quizzes carry her best score, from `marks` when given, else from the cache.
 */
export function CatalogueGradeSection({
  grade,
  marked = false,
  marks,
}: {
  grade: CatalogueGradeSection_GradeFragment;
  marked?: boolean;
  marks?: ReadonlyMap<string, QuizMark>;
}) {
  const t = useT();
  const headingId = `${gradeAnchor(grade.id)}-title`;
  const Item = marked ? MarkedQuizItem : PlainQuizItem;
  return (
    <section id={gradeAnchor(grade.id)} className={styles.grade} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.gradeTitle}>
        {gradeLabel(t, grade.name)}
      </h3>
      <div className={styles.subjects}>
        {grade.subjects.map((subject) => (
          <section key={subject.id} className={styles.subject}>
            {/* Authored names isolated inline (dir="auto" marks authored text): the heading keeps the page's direction. */}
            <h4>
              <bdi dir="auto">{subject.name}</bdi>
            </h4>
            {subject.chapters.map((chapter) => (
              <div key={chapter.id} className={styles.chapter}>
                <h5>
                  <bdi dir="auto">{chapter.name}</bdi>
                </h5>
                <ol className={styles.quizzes}>
                  {chapter.quizzes.map((quiz, index) =>
                    marks ? (
                      <QuizItem
                        key={quiz.id}
                        quiz={quiz}
                        position={index + 1}
                        mark={marks.get(quiz.id) ?? null}
                      />
                    ) : (
                      <Item key={quiz.id} quiz={quiz} position={index + 1} />
                    ),
                  )}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

function PlainQuizItem({ quiz, position }: { quiz: Quiz; position: number }) {
  return <QuizItem quiz={quiz} position={position} mark={null} />;
}
