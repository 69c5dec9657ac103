import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';

/**
 * Shown when a screen throws while rendering or its code chunk fails to load (e.g. a dropped connection on a
 * phone); placed by `ErrorBoundary`. Reloading fetches the chunk again.
 */
export function ErrorScreen() {
  const t = useT();
  return (
    <section className="card error-card">
      <h1>{t('common.error.title')}</h1>
      <p>{t('common.error.body')}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.error.reload')}
        </button>
        <Link to={paths.home} className="btn btn-secondary">
          {t('common.error.home')}
        </Link>
      </div>
    </section>
  );
}
