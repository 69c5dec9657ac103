import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LiveRegion } from '@/components/ui/live-region';
import { LoadingState } from '@/components/ui/loading-state';
import { FamilyLinkReminder } from '@/features/family/family-link-reminder';
import { useAppShellQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { FlashNotice } from './shell/flash-notice';
import { SiteFooter } from './shell/site-footer';
import { SiteHeader } from './shell/site-header';
import { useNewPageStart } from './shell/use-new-page-start';
import { useSessionReset } from './shell/use-session-reset';
import styles from './layout.module.css';

/** The frame around every screen: header (welcome line, role-based navigation), the screen, footer. */
export function AppLayout() {
  const t = useT();
  // A failed viewer is treated as a visitor: a 401 is already on its way to /login through the Apollo error link.
  const { data } = useAppShellQuery();
  const viewer = data?.viewer?.user ?? null;
  const { pathname } = useLocation();
  useSessionReset();
  const main = useRef<HTMLElement>(null);
  useNewPageStart(main);

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <SiteHeader viewer={viewer} />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <FlashNotice />
        {/* Her family links outlive a sign-out everywhere: she is told on her next screen. */}
        {data?.viewer?.familyLinkReminder ? (
          <FamilyLinkReminder
            viewerId={data.viewer.id}
            reminder={data.viewer.familyLinkReminder}
            showManage
          />
        ) : null}
        {/* A failing screen shows the error page here, under a working header; the next address clears it. */}
        <ErrorBoundary fallback={<ErrorScreen />} resetKey={pathname}>
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <LiveRegion />
    </div>
  );
}
