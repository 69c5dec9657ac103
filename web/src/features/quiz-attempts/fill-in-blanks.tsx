import { useCallback, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n';
import { sanitizeWithBlankSlots } from '@/lib/sanitize';
import styles from './attempt-quiz.module.css';

interface FillInBlanksProps {
  html: string;
  labels: readonly string[];
  values: Record<string, string>;
  widthPx: number;
  textId: string;
  onChange: (label: string, value: string) => void;
  onBlur: () => void;
}

/**
 * A fill-in-the-blank question with its inputs inline, where the `[a]`, `[b]` markers stand in the text. The
 * sanitized HTML is built once per question as a detached element with an empty slot per marker; React renders
 * each input into its slot through a portal, so the authored markup stays intact around the inputs.
 */
export function FillInBlanks({ html, labels, values, widthPx, textId, onChange, onBlur }: FillInBlanksProps) {
  const t = useT();
  const view = useMemo(() => sanitizeWithBlankSlots(html, labels), [html, labels]);
  const attach = useCallback((host: HTMLDivElement | null) => host?.replaceChildren(view.root), [view]);

  const input = (label: string) => (
    <input
      type="text"
      className={styles.blank}
      style={{ width: `${widthPx}px` }}
      aria-label={t('quiz.blankLabel', { label })}
      placeholder={label}
      value={values[label] ?? ''}
      onChange={(event) => onChange(label, event.target.value)}
      onBlur={onBlur}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      // The browser's spell checker would underline wrong spellings: a hint the quiz must not give.
      spellCheck={false}
    />
  );

  return (
    <>
      <div id={textId} ref={attach} className={styles.questionHtml} />
      {[...view.slots].map(([label, slot]) => createPortal(input(label), slot, label))}
      {view.missing.length > 0 ? (
        <fieldset className={styles.options}>
          <legend className={styles.optionsLegend}>{t('quiz.moreBlanks')}</legend>
          {view.missing.map((label) => (
            <div key={label} className={styles.missingBlank}>
              {input(label)}
            </div>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
