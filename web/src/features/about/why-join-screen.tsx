import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import { PageActions } from './page-actions';
import styles from './about.module.css';

const FEATURES = ['curriculum', 'unlimited', 'feedback', 'progress', 'heroes', 'teachers'] as const;

/** /why-join: why families and teachers choose Learnify. */
export default function WhyJoinScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.whyJoin.title')} lead={t('pages.whyJoin.lead')} />
      <ul className={styles.cards}>
        {FEATURES.map((feature) => (
          <li key={feature}>
            <h2>{t(`pages.whyJoin.features.${feature}.title`)}</h2>
            <p>{t(`pages.whyJoin.features.${feature}.body`)}</p>
          </li>
        ))}
      </ul>
      <section className={`card ${styles.section}`}>
        <h2>{t('pages.whyJoin.parents.title')}</h2>
        <p>{t('pages.whyJoin.parents.body')}</p>
        <Link to={paths.honourBoard}>{t('pages.cta.heroes')}</Link>
      </section>
      <PageActions />
    </div>
  );
}
