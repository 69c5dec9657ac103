import { NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { SessionUserFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useSignOut } from '@/lib/session';
import { NavDropdown } from './nav-dropdown';
import styles from './site-nav.module.css';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
}

/** Assessment depends on who is looking (spec §2): students pick a report, teachers see their class, visitors read about it. */
function AssessmentItem({ viewer }: { viewer: SessionUserFragment | null }) {
  const t = useT();
  if (viewer?.role === 'STUDENT') {
    return (
      <NavDropdown
        label={t('common.nav.assessment')}
        items={[
          { to: paths.studentAssessment, label: t('common.nav.subjectPerformance') },
          { to: paths.studentQuizHistory, label: t('common.nav.quizHistory') },
        ]}
      />
    );
  }
  const to = viewer?.role === 'TEACHER' ? paths.teacherAssessment : paths.publicAssessment;
  return (
    <NavLink to={to} className={navLinkClass}>
      {t('common.nav.assessment')}
    </NavLink>
  );
}

/** The main navigation; `onNavigate` lets the mobile menu close after a link is followed. */
export function SiteNav({
  viewer,
  id,
  open,
  onNavigate,
}: {
  viewer: SessionUserFragment | null;
  id: string;
  open: boolean;
  onNavigate: () => void;
}) {
  const t = useT();
  const { signOut, busy } = useSignOut();

  return (
    <nav
      id={id}
      aria-label={t('common.nav.label')}
      className={styles.nav}
      data-open={open}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      <ul className={styles.navList}>
        <li>
          <NavLink to={paths.whyJoin} className={navLinkClass}>
            {t('common.nav.whyJoin')}
          </NavLink>
        </li>
        <li>
          <AssessmentItem viewer={viewer} />
        </li>
        <li>
          <NavLink to={paths.honourBoard} className={navLinkClass}>
            {t('common.nav.heroes')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.membership} className={navLinkClass}>
            {t('common.nav.membership')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.helpCenter} className={navLinkClass}>
            {t('common.nav.helpCenter')}
          </NavLink>
        </li>
        {viewer ? (
          <li>
            <NavDropdown
              label={t('common.nav.accountSettings')}
              items={[
                { to: paths.renewSubscription, label: t('common.nav.renewSubscription') },
                { to: paths.editProfile, label: t('common.nav.editProfile') },
                ...(viewer.role === 'STUDENT'
                  ? [{ to: paths.familyLinks, label: t('common.nav.familyLinks') }]
                  : []),
              ]}
            />
          </li>
        ) : (
          <li>
            <NavLink to={paths.signup} className={`${styles.navLink} ${styles.signUp}`}>
              {t('common.nav.signUp')}
            </NavLink>
          </li>
        )}
        {viewer ? (
          <li>
            <button
              type="button"
              className={`btn btn-secondary ${styles.logout}`}
              onClick={() => {
                onNavigate();
                void signOut();
              }}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t('common.nav.loggingOut') : t('common.nav.logout')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
