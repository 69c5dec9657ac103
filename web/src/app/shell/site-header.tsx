import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from '@/components/ui/language-switch';
import type { SessionUserFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { LearnifyLogo } from './learnify-logo';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';

/** Logo, welcome line and navigation; on phones the navigation folds behind a Menu button. */
export function SiteHeader({ viewer }: { viewer: SessionUserFragment | null }) {
  const t = useT();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  };

  return (
    <header className={styles.header} onKeyDown={onKeyDown}>
      <div className={styles.headerBar}>
        <Link to={paths.home} className={styles.brand} aria-label={t('common.header.homeLink')}>
          <LearnifyLogo className={styles.logo} />
        </Link>
        {viewer ? (
          <p className={styles.welcome}>
            {viewer.fullName
              ? t('common.header.welcome', { name: viewer.fullName })
              : t('common.header.welcomeNoName')}
          </p>
        ) : (
          <p className={styles.tagline}>{t('common.tagline')}</p>
        )}
        <LanguageSwitch className={styles.languageSwitch} />
        <button
          type="button"
          className={`btn btn-ghost ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {t('common.nav.menu')}
        </button>
      </div>
      <SiteNav viewer={viewer} id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
