import type { PerformanceTable_RowFragment } from '@/gql/graphql';
import type { Translate } from '@/lib/i18n';

/**
 * The row's name as shown. Subjects are authored content and stay as Learnify names them; the overall row is ours
 * (the upstream labels it "Overall Performance" in English), so it is worded in the reader's language.
 */
export function subjectLabel(row: Pick<PerformanceTable_RowFragment, 'subject' | 'isOverall'>, t: Translate) {
  return row.isOverall ? t('performance.overall') : row.subject;
}
