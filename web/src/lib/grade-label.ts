import type { Translate } from './i18n';

/**
 * Learnify names grades "Grade 1" … "Grade 5" in English. That name is a label of ours, not authored content, so a
 * grade is shown in the reader's language ("جماعت 3" in Urdu); any other name is shown as the API gives it.
 */
export function gradeLabel(t: Translate, name: string): string {
  const number = /^Grade\s+(\d+)$/i.exec(name.trim())?.[1];
  return number ? t('common.gradeNumber', { number: Number(number) }) : name;
}
