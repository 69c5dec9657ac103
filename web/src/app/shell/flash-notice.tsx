import { useLocation } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';
import { readLocationState } from '@/lib/session';

/** Shows the message a previous screen handed over (e.g. "Renewal request submitted!") above the new screen. */
export function FlashNotice() {
  const t = useT();
  const { flash } = readLocationState(useLocation().state);
  if (!flash) return null;
  return <Notice tone={flash.tone}>{t(flash.key)}</Notice>;
}
