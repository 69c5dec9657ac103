import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import styles from './not-found.module.css';

/** Any unknown address. */
export default function NotFoundScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.notFound.title')} lead={t('pages.notFound.body')} />
      <Link to={paths.home} className="btn btn-primary">
        {t('pages.notFound.home')}
      </Link>
    </div>
  );
}
