import { LANGUAGES, useI18n } from '@/lib/i18n';
import styles from './language-switch.module.css';

/**
 * English / اردو: two toggle buttons, each name written in its own language (and marked with `lang`, so screen
 * readers pronounce it right). The choice is remembered on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={`${styles.switch} ${className ?? ''}`}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {t(`common.language.${option}`)}
        </button>
      ))}
    </div>
  );
}
