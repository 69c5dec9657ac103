import { useEffect, type ComponentType, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { useAppShellQuery, useHomeScreenQuery } from '@/gql/hooks';
import { gradeLabel } from '@/lib/grade-label';
import { useT } from '@/lib/i18n';
import { isExpiredMember, useExpiredRedirect } from '@/lib/session';
import { CatalogueGradeSection, gradeAnchor } from './catalogue-grade-section';
import { HomeSignIn } from './home-sign-in';
import { HomeSignedIn } from './home-signed-in';
import styles from './home.module.css';

/** A signed-in student's parts of home, from the performance feature (the app wires them in). */
export interface StudentHomeParts {
  /** The top of her home, in place of the visitors' introduction: her greeting, streak and what to try next. */
  Top: ComponentType<{ name: string | null }>;
  /** Her part of the catalogue: orders the grades (each drawn by `renderGrade`) and marks her finished quizzes. */
  Home: ComponentType<{
    grades: readonly { id: string; name: string }[];
    renderGrade: (gradeId: string) => ReactNode;
  }>;
}

/**
 * Home (spec §2): intro, sign-in or Logout, and the quiz catalogue by grade → subject → chapter. A signed-in
 * student's first screen is hers (`studentParts.Top`) instead of the introduction; without `studentParts`, a
 * student sees the catalogue as a teacher does.
 */
export default function HomeScreen({ studentParts }: { studentParts?: StudentHomeParts }) {
  const t = useT();
  const { data, loading, error, refetch } = useHomeScreenQuery();
  // The viewer is the app shell's own query (same document, so Apollo answers it from the cache or shares the
  // request in flight): `HomeScreen` stays public and cacheable for signed-in readers too.
  const shell = useAppShellQuery();
  const viewer = shell.data?.viewer?.user ?? null;
  // A signed-in student gets her own home (the performance feature's parts); others see the catalogue as it is.
  const parts = viewer?.role === 'STUDENT' ? studentParts : undefined;
  const student = parts && viewer ? { ...parts, viewer } : null;
  const catalogue = data?.catalogue ?? [];
  const { expiredAlert, redirectToRenewal } = useExpiredRedirect();

  // Spec §4: opening home (or signing in here) with an expired subscription leads to renewal.
  const expired = isExpiredMember(viewer);
  useEffect(() => {
    if (expired) redirectToRenewal();
  }, [expired, redirectToRenewal]);

  return (
    <>
      {student ? (
        <student.Top name={student.viewer.fullName ?? null} />
      ) : (
        <div className={styles.hero}>
          <div className={styles.heroText}>
            <h1>{t('home.title')}</h1>
            <p className="page-lead">{t('home.intro')}</p>
          </div>
          {/* Wait for the viewer before choosing, so a signed-in user never sees the form flash; if it failed
              to load, offer the form anyway — a failed viewer is a visitor (see AppLayout). */}
          {viewer ? (
            <HomeSignedIn viewer={viewer} />
          ) : shell.data || shell.error ? (
            <HomeSignIn onExpired={redirectToRenewal} />
          ) : null}
        </div>
      )}
      {expiredAlert ? <Notice tone="error">{t('common.session.expired')}</Notice> : null}

      <section aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">{t('home.catalogue.title')}</h2>
        <p>{t('home.catalogue.lead')}</p>
        {loading && !data ? (
          <LoadingState label={t('home.catalogue.loading')} />
        ) : error && !data ? (
          <LoadError message={t('home.catalogue.error')} onRetry={refetch} />
        ) : catalogue.length === 0 ? (
          <Notice tone="empty">{t('home.catalogue.empty')}</Notice>
        ) : student ? (
          <student.Home
            grades={catalogue}
            renderGrade={(id) => {
              const grade = catalogue.find((g) => g.id === id);
              return grade ? <CatalogueGradeSection key={grade.id} grade={grade} marked /> : null;
            }}
          />
        ) : (
          <>
            <nav aria-label={t('home.catalogue.gradesNav')}>
              <ul className={styles.gradeNav}>
                {catalogue.map((grade) => (
                  <li key={grade.id}>
                    <a className={styles.gradeChip} href={`#${gradeAnchor(grade.id)}`}>
                      {gradeLabel(t, grade.name)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {catalogue.map((grade) => (
              <CatalogueGradeSection key={grade.id} grade={grade} />
            ))}
          </>
        )}
      </section>
    </>
  );
}
