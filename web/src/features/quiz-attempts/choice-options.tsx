import { useT } from '@/lib/i18n';
import type { Answer } from './answers';
import styles from './attempt-quiz.module.css';

interface ChoiceOptionsProps {
  questionId: string;
  type: 'SCQ' | 'MCQ';
  options: readonly string[];
  answer: Answer | undefined;
  /** Id of the question text, which describes the group. */
  describedBy: string;
  onChange: (answer: Answer) => void;
}

/** Single choice as radio buttons, multiple choice as checkboxes: big, fully clickable rows. */
export function ChoiceOptions({
  questionId,
  type,
  options,
  answer,
  describedBy,
  onChange,
}: ChoiceOptionsProps) {
  const t = useT();
  const selected = answer?.type === 'SCQ' ? [answer.selected] : answer?.type === 'MCQ' ? answer.selected : [];

  function toggle(option: string, checked: boolean) {
    if (type === 'SCQ') return onChange({ type: 'SCQ', selected: option });
    // Keep the options' own order whatever order they were ticked in.
    const next = options.filter((o) => (o === option ? checked : selected.includes(o)));
    onChange({ type: 'MCQ', selected: next });
  }

  return (
    <fieldset className={styles.options} aria-describedby={describedBy}>
      <legend className={styles.optionsLegend}>
        {t(type === 'SCQ' ? 'quiz.chooseOne' : 'quiz.chooseMany')}
      </legend>
      {options.map((option, index) => (
        <label key={`${index}:${option}`} className={styles.option}>
          <input
            type={type === 'SCQ' ? 'radio' : 'checkbox'}
            name={`question-${questionId}`}
            value={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}
