import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';

/** The calls to action at the foot of the static pages. */
export function PageActions({ membership = true }: { membership?: boolean }) {
  const t = useT();
  return (
    <div className="form-actions">
      <Link to={paths.signup} className="btn btn-primary">
        {t('pages.cta.signUp')}
      </Link>
      {membership ? (
        <Link to={paths.membership} className="btn btn-secondary">
          {t('pages.cta.membership')}
        </Link>
      ) : null}
      <Link to={paths.home} className="btn btn-ghost">
        {t('pages.cta.home')}
      </Link>
    </div>
  );
}
