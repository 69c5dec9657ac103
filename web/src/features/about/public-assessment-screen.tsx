import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import { PageActions } from './page-actions';
import styles from './about.module.css';

const TOOLS = ['results', 'history', 'performance'] as const;

/** /assessment/public: the three assessment tools members get (spec §2). */
export default function PublicAssessmentScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.assessment.title')} lead={t('pages.assessment.lead')} />
      <ol className={styles.cards}>
        {TOOLS.map((tool) => (
          <li key={tool}>
            <h2>{t(`pages.assessment.tools.${tool}.title`)}</h2>
            <p>{t(`pages.assessment.tools.${tool}.body`)}</p>
          </li>
        ))}
      </ol>
      <p>{t('pages.assessment.join')}</p>
      <PageActions />
    </div>
  );
}
