import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowIcon } from '@/components/ui/icons/arrow-icon';
import type { NextUpStrip_QuizFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useNumbers } from '@/lib/use-numbers';
import styles from './student-home.module.css';

/** Up to three quizzes to try next (the gateway's rule: weakest subject first), each one tap away. */
export function NextUpStrip({ quizzes }: { quizzes: readonly NextUpStrip_QuizFragment[] }) {
  const t = useT();
  const { percent } = useNumbers();
  const id = useId();
  if (quizzes.length === 0) return null;
  return (
    <section className={styles.nextUp} aria-labelledby={id}>
      <h2 id={id}>{t('home.student.nextUp.title')}</h2>
      <ol className={styles.nextUpList}>
        {quizzes.map((q) => (
          <li key={q.id}>
            <Link to={paths.attemptQuiz(q.quiz.id)} className={styles.nextUpCard}>
              {/* Authored text, isolated so it keeps its own order while the card keeps the page's alignment. */}
              <span className={styles.nextUpSubject}>
                <bdi>
                  {q.quiz.subject} · {q.quiz.chapter}
                </bdi>
              </span>
              <span className={styles.nextUpTitle}>
                <bdi>{q.quiz.title}</bdi>
              </span>
              <span className={styles.nextUpReason}>
                {q.reason === 'NOT_ATTEMPTED'
                  ? t('home.student.nextUp.new')
                  : q.countedSince
                    ? t('home.student.nextUp.improveSince', {
                        best: percent(q.bestPercentage),
                        date: formatDate(q.countedSince),
                      })
                    : t('home.student.nextUp.improve', { best: percent(q.bestPercentage) })}
                <ArrowIcon direction="forward" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
