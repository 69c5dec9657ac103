import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useT, type MessageKey } from '@/lib/i18n';
import styles from './pages.module.css';

/** The page's sections in reading order, each a heading and its paragraphs. */
const SECTIONS: ReadonlyArray<{ id: string; title: MessageKey; paragraphs: MessageKey[] }> = [
  {
    id: 'privacy-collected',
    title: 'privacy.collected.title',
    paragraphs: ['privacy.collected.signUp', 'privacy.collected.quizzes'],
  },
  { id: 'privacy-why', title: 'privacy.why.title', paragraphs: ['privacy.why.body'] },
  {
    id: 'privacy-who',
    title: 'privacy.who.title',
    paragraphs: ['privacy.who.student', 'privacy.who.teachers', 'privacy.who.board', 'privacy.who.receipt'],
  },
  { id: 'privacy-how-long', title: 'privacy.howLong.title', paragraphs: ['privacy.howLong.body'] },
  { id: 'privacy-rights', title: 'privacy.rights.title', paragraphs: ['privacy.rights.body'] },
];

/**
 * /privacy: what Learnify keeps about a child, why, who sees it, for how long and how to have it corrected or
 * deleted — in words a parent can read, linked from the footer and from the sign-up form.
 */
export default function PrivacyScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      {SECTIONS.map((section) => (
        <section key={section.id} className={`card ${styles.section}`} aria-labelledby={section.id}>
          <h2 id={section.id}>{t(section.title)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.helpCenter}>{t('common.nav.helpCenter')}</Link>
      </p>
    </div>
  );
}
