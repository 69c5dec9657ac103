import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useI18n, type Language } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import en, { type PrivacyPageText } from '@/locales/en/privacy-page';
import type { Translation } from '@/locales/ur/translation';
import ur from '@/locales/ur/privacy-page';
import styles from './privacy.module.css';

/** The page text per language: it travels with this screen's chunk, not in the catalogue every page loads. */
const TEXT: Record<Language, Translation<PrivacyPageText>> = { en, ur };

/** The page's sections in reading order, each a heading and its paragraphs. */
function sections(text: Translation<PrivacyPageText>) {
  const { collected, why, who, howLong, family, rights } = text;
  return [
    { id: 'privacy-collected', title: collected.title, paragraphs: [collected.signUp, collected.quizzes] },
    { id: 'privacy-why', title: why.title, paragraphs: [why.body] },
    { id: 'privacy-who', title: who.title, paragraphs: [who.student, who.teachers, who.board, who.receipt] },
    { id: 'privacy-how-long', title: howLong.title, paragraphs: [howLong.body] },
    { id: 'privacy-family', title: family.title, paragraphs: [family.shows, family.who, family.ends] },
    { id: 'privacy-rights', title: rights.title, paragraphs: [rights.body] },
  ];
}

/**
 * /privacy: what Learnify keeps about a child, why, who sees it, for how long and how to have it corrected or
 * deleted — in words a parent can read, linked from the footer and from the sign-up form.
 */
export default function PrivacyScreen() {
  const { language, t } = useI18n();
  const text = TEXT[language];
  return (
    <div className={styles.page}>
      <PageHeader title={text.title} lead={text.lead} />
      {sections(text).map(({ id, title, paragraphs }) => (
        <section key={id} className={`card ${styles.section}`} aria-labelledby={id}>
          <h2 id={id}>{title}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.helpCenter}>{t('common.nav.helpCenter')}</Link>
      </p>
    </div>
  );
}
