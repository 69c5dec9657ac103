import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { useHomeScreenQuery } from '@/gql/hooks';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import { CatalogueGradeSection, gradeAnchor } from './catalogue-grade-section';
import styles from './home.module.css';

/**
 * The catalogue's grades as every reader of a language sees them: a kept part of the home page (`KeptPart`), so
 * it is drawn from its props and the public catalogue alone.
 * - `except` null: every grade, with the "jump to a grade" chips (a visitor's or a teacher's home);
 * - `except` a grade's name: every other grade (a student's folded "Other grades").
 * `marked`: quiz rows show the signed-in student's marks once they are in the cache (none are while it renders).
 */
export function CatalogueGrades({ except, marked }: { except: string | null; marked: boolean }) {
  const t = useT();
  const { data, loading, error, refetch } = useHomeScreenQuery();
  const catalogue = data?.catalogue ?? [];
  if (loading && !data) return <LoadingState label={t('home.catalogue.loading')} />;
  if (error && !data) return <LoadError message={t('home.catalogue.error')} onRetry={refetch} />;
  if (catalogue.length === 0) return <Notice tone="empty">{t('home.catalogue.empty')}</Notice>;
  const grades = except === null ? catalogue : catalogue.filter((grade) => grade.name !== except);
  return (
    <>
      {except === null ? (
        <nav aria-label={t('home.catalogue.gradesNav')}>
          <ul className={styles.gradeNav}>
            {grades.map((grade) => (
              <li key={grade.id}>
                <a className={styles.gradeChip} href={`#${gradeAnchor(grade.id)}`}>
                  {gradeLabel(t, grade.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {grades.map((grade) => (
        <CatalogueGradeSection key={grade.id} grade={grade} marked={marked} />
      ))}
    </>
  );
}
