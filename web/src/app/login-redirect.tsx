import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppLocationState } from '@/lib/session';
import { paths } from '@/lib/paths';

/**
 * Spec §7: a 401 anywhere sends the user to /login. Apollo's error link sees the 401 outside React; the router
 * lives inside it. The link calls `request()`; `<LoginRedirect>`, rendered inside the router, navigates. A request
 * made before it has mounted is kept and carried out on mount.
 */
export class LoginRedirectRequests {
  private listener: (() => void) | undefined;
  private pending = false;

  readonly request = () => {
    if (this.listener) this.listener();
    else this.pending = true;
  };

  listen(listener: () => void): () => void {
    this.listener = listener;
    if (this.pending) {
      this.pending = false;
      listener();
    }
    return () => {
      if (this.listener === listener) this.listener = undefined;
    };
  }
}

/** Goes to /login on request; the stale session's cached data is dropped on the way (`resetSession`). */
export function LoginRedirect({ requests }: { requests: LoginRedirectRequests }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      requests.listen(() => {
        if (current.current === paths.login) return;
        const state: AppLocationState = { resetSession: true };
        void navigate(paths.login, { state });
      }),
    [requests, navigate],
  );
  return null;
}
