import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import styles from './about.module.css';

const FAQ = ['signUp', 'verification', 'retake', 'renew', 'teacher'] as const;

/** /help-center: support contact and FAQ, both announced as coming soon (spec §2). */
export default function HelpCenterScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.help.title')} lead={t('pages.help.lead')} />
      <section className={`card ${styles.section}`} aria-labelledby="help-contact">
        <h2 id="help-contact">{t('pages.help.contactTitle')}</h2>
        <p>{t('pages.help.contactBody')}</p>
      </section>
      <section className={`${styles.section} ${styles.faq}`} aria-labelledby="help-faq">
        <h2 id="help-faq">{t('pages.help.faqTitle')}</h2>
        {FAQ.map((question) => (
          <details key={question}>
            <summary>{t(`pages.help.faq.${question}`)}</summary>
            <p>{t('pages.help.comingSoon')}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
