import { useMemo, type Ref } from 'react';
import type { QuestionCard_QuestionFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { blankMarker, sanitizeHtml } from '@/lib/sanitize';
import { blankLabels, type Answer } from './answers';
import { ChoiceOptions } from './choice-options';
import styles from './attempt-quiz.module.css';
import { FillInBlanks } from './fill-in-blanks';
import { blankWidthPx, questionStyle, type Formatting } from './formatting';
import { ReadAloudButton } from './read-aloud-button';

/** Plain text of the (sanitized) question, each blank (the schema's labels) read as a pause. */
function plainText(html: string, blanks: readonly string[]): string {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  const text = blanks.reduce(
    (out, label) => out.split(blankMarker(label)).join(' … '),
    holder.textContent ?? '',
  );
  return text.replace(/\s+/g, ' ').trim();
}

interface QuestionCardProps {
  question: QuestionCard_QuestionFragment;
  number: number;
  total: number;
  answer: Answer | undefined;
  formatting: Formatting;
  headingRef: Ref<HTMLHeadingElement>;
  /** `debounce`: typing in a blank; the save waits for a pause. */
  onAnswer: (answer: Answer, options?: { debounce?: boolean }) => void;
  /** A blank lost focus: send what was typed now. */
  onBlankBlur: () => void;
}

/** One question: its (sanitized) text and the controls to answer it, in the quiz's formatting. */
export function QuestionCard({
  question,
  number,
  total,
  answer,
  formatting,
  headingRef,
  onAnswer,
  onBlankBlur,
}: QuestionCardProps) {
  const t = useT();
  const headingId = `question-${question.id}-heading`;
  const textId = `question-${question.id}-text`;
  const labels = useMemo(() => blankLabels(question), [question]);
  const html = useMemo(() => (question.type === 'FIB' ? '' : sanitizeHtml(question.html)), [question]);
  const blanks = answer?.type === 'FIB' ? answer.blanks : {};
  const heading = t('quiz.questionOf', { number, total });
  const speech = () =>
    [
      `${heading}.`,
      plainText(question.html, labels),
      question.options.length > 0 ? `${t('quiz.optionsIntro')} ${question.options.join('. ')}.` : '',
    ].join(' ');

  return (
    <section className={`card ${styles.question}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.questionHeading}>
        {heading}
      </h2>
      <ReadAloudButton text={speech} className={styles.readAloud} />
      {/* Quiz content stays as authored: its own direction, whatever the interface language. */}
      <div style={questionStyle(formatting)} dir="auto">
        {question.type === 'FIB' ? (
          <FillInBlanks
            html={question.html}
            labels={labels}
            values={blanks}
            widthPx={blankWidthPx(formatting)}
            textId={textId}
            onChange={(label, value) =>
              onAnswer({ type: 'FIB', blanks: { ...blanks, [label]: value } }, { debounce: true })
            }
            onBlur={onBlankBlur}
          />
        ) : (
          <>
            <div id={textId} className={styles.questionHtml} dangerouslySetInnerHTML={{ __html: html }} />
            <ChoiceOptions
              questionId={question.id}
              type={question.type}
              options={question.options}
              answer={answer}
              describedBy={textId}
              onChange={(next) => onAnswer(next)}
            />
          </>
        )}
      </div>
    </section>
  );
}
