import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';
import { readLocationState } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

/** Shows the message a previous screen handed over (e.g. "Renewal request submitted!") above the new screen. */
export function FlashNotice() {
  const t = useT();
  const location = useLocation();
  const { flash } = readLocationState(location.state);
  // The browser keeps a history entry's state over a reload, the gateway never sees it: a server-rendered page is
  // hydrated without the message (as the server rendered it), which then shows once the page is live.
  const live = useHydrated();
  const shown = Boolean(flash && live);
  // The message sits at the top of the new screen: bring it into view, wherever the last screen was scrolled to.
  useEffect(() => {
    if (shown) window.scrollTo({ top: 0 });
  }, [shown, location.key]);
  if (!flash || !shown) return null;
  return <Notice tone={flash.tone}>{t(flash.key)}</Notice>;
}
