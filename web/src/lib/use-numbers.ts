import { useMemo } from 'react';
import { formatNumber, formatPercentage } from './format';
import { useI18n } from './i18n';

/** Percentages and numbers in the page's language (lib/format.ts), for a screen to show or put into a message. */
export function useNumbers() {
  const { language } = useI18n();
  return useMemo(
    () => ({
      percent: (value: number | null | undefined) => formatPercentage(value, language),
      number: (value: number | null | undefined) => formatNumber(value, language),
    }),
    [language],
  );
}
