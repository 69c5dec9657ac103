import type { Translate } from './i18n';
import { en } from '@/locales/en';

type ProvinceKey = keyof typeof en.common.province;

/**
 * Some API fields (the honour board's) carry a province as its English display name ("Khyber-Pakhtunkhwa"), not
 * as the enum. Translate it when it names a known province; any other text is shown as given.
 */
export function provinceName(t: Translate, value: string | null | undefined): string {
  if (!value) return '';
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]+/g, '_');
  return key in en.common.province ? t(`common.province.${key as ProvinceKey}`) : value;
}
