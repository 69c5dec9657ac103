import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerAbout}>{t('common.footer.about')}</p>
        <nav aria-label={t('common.footer.explore')}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to={paths.whyJoin}>{t('common.nav.whyJoin')}</Link>
            </li>
            <li>
              <Link to={paths.honourBoard}>{t('common.nav.heroes')}</Link>
            </li>
            <li>
              <Link to={paths.membership}>{t('common.nav.membership')}</Link>
            </li>
            <li>
              <Link to={paths.helpCenter}>{t('common.nav.helpCenter')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('privacy.link')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
