import { useEffect, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { HomeScreenDocument } from '@/gql/graphql';
import { useAppShellQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { KeptPart } from '@/lib/kept-part';
import { isExpiredMember, useExpiredRedirect } from '@/lib/session';
import { CatalogueGradeSection } from './catalogue-grade-section';
import { CatalogueGrades } from './catalogue-grades';
import { gradeFromQuizzes, type GradeQuiz } from './grade-from-quizzes';
import { HomeSignIn } from './home-sign-in';
import { HomeSignedIn } from './home-signed-in';
import styles from './home.module.css';

/** How a student's home draws the catalogue's grades: hers from her progress, the others as every reader sees them. */
export interface StudentGrades {
  /** Her grade's section with her marks, from her grade's quizzes in catalogue order. */
  renderOwn: (name: string, quizzes: readonly GradeQuiz[]) => ReactNode;
  /**
   * Every grade but `except` (every grade when null), as every reader sees them: rendered once by the gateway and
   * kept; in the browser their data loads once `until` settles.
   */
  renderOthers: (options: { except: string | null; until?: Promise<unknown> }) => ReactNode;
}

/** A signed-in student's parts of home, from the performance feature (the app wires them in). */
export interface StudentHomeParts {
  /** The top of her home, in place of the visitors' introduction: her greeting, streak and what to try next. */
  Top: ComponentType<{ name: string | null }>;
  /** Her part of the catalogue: her grade with her marks, the others folded. */
  Home: ComponentType<{ grades: StudentGrades }>;
}

const ownGrade: StudentGrades['renderOwn'] = (name, quizzes) => (
  <CatalogueGradeSection
    key={name}
    grade={gradeFromQuizzes(name, quizzes)}
    marked
    marks={new Map(quizzes.flatMap((quiz) => (quiz.mark ? [[quiz.id, quiz.mark] as const] : [])))}
  />
);

/** The catalogue's grades as a kept part; `marked` rows show a student's marks once they are in the cache. */
const keptGrades = (marked: boolean, { except, until }: Parameters<StudentGrades['renderOthers']>[0]) => (
  <KeptPart
    name="catalogue-grades"
    component={CatalogueGrades}
    props={{ except, marked }}
    query={HomeScreenDocument}
    {...(until ? { until } : {})}
    // Held until opened (folded), nothing shows meanwhile; else the catalogue is on its way.
    fallback={until ? null : <CatalogueLoading />}
  />
);

const studentGrades: StudentGrades = {
  renderOwn: ownGrade,
  renderOthers: (options) => keptGrades(true, options),
};

function CatalogueLoading() {
  const t = useT();
  return <LoadingState label={t('home.catalogue.loading')} />;
}

/**
 * Home (spec §2): intro, sign-in or Logout, and the quiz catalogue by grade → subject → chapter. A signed-in
 * student's first screen is hers (`studentParts.Top`) instead of the introduction; without `studentParts`, a
 * student sees the catalogue as a teacher does. The catalogue is a kept part: the same for every reader, rendered
 * once by the gateway (a visitor's whole page is kept; a signed-in reader's own parts are joined to it).
 */
export default function HomeScreen({ studentParts }: { studentParts?: StudentHomeParts }) {
  const t = useT();
  // The viewer is the app shell's own query (same document, so Apollo answers it from the cache or shares the
  // request in flight).
  const shell = useAppShellQuery();
  const viewer = shell.data?.viewer?.user ?? null;
  // A signed-in student gets her own home (the performance feature's parts); others see the catalogue as it is.
  const parts = viewer?.role === 'STUDENT' ? studentParts : undefined;
  const student = parts && viewer ? { ...parts, viewer } : null;
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
        {student ? (
          <student.Home grades={studentGrades} />
        ) : shell.data || shell.error ? (
          keptGrades(false, { except: null })
        ) : (
          <CatalogueLoading />
        )}
      </section>
    </>
  );
}
