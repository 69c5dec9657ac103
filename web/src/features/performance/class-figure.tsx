import { useT } from '@/lib/i18n';

/**
 * A class figure, or "not available" where the gateway found the Learnify API's figure implausible or missing:
 * never a 0 that looks real.
 */
export function ClassFigure({ value, format }: { value: number | null; format: (n: number) => string }) {
  const t = useT();
  if (value === null) return <span data-not-available="">{t('performance.table.notAvailable')}</span>;
  return <>{format(value)}</>;
}
