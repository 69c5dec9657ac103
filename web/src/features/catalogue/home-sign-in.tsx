import { CredentialFields } from '@/components/ui/credential-fields';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useSignIn } from '@/lib/session';
import styles from './home.module.css';

/**
 * The inline sign-in form of the home page. On success the cache's viewer changes, so home swaps this form for the
 * Logout control by itself; an expired member is handed to `onExpired` for the renewal redirect.
 */
export function HomeSignIn({ onExpired }: { onExpired: () => void }) {
  const t = useT();
  const id = useId();
  const { signIn, busy } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // On a server-rendered home the form shows before its code runs: closed until then (useHydrated).
  const live = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    // Spec §5: no client-side checks; the server decides.
    const outcome = await signIn({ username, password, remember });
    if (outcome.kind === 'signed-in') {
      if (outcome.expired) onExpired();
    } else if (outcome.kind === 'staff') {
      setMessage(t('home.signIn.staff'));
    } else {
      setMessage(
        outcome.detail
          ? t('home.signIn.failedWithDetail', { detail: outcome.detail })
          : t('home.signIn.failedGeneric'),
      );
    }
  };

  return (
    <section className={`card ${styles.signIn}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('home.signIn.title')}</h2>
      {/* method="post": should it ever be sent without its code, a password never goes into an address. */}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <fieldset className={styles.liveFields} disabled={!live}>
          <CredentialFields
            id={id}
            usernameLabel={t('home.signIn.username')}
            passwordLabel={t('home.signIn.password')}
            username={username}
            password={password}
            onUsernameChange={setUsername}
            onPasswordChange={setPassword}
          />
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('home.signIn.remember')}
          </label>
          {message ? <Notice tone="error">{message}</Notice> : null}
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {busy ? t('home.signIn.submitting') : t('home.signIn.submit')}
            </Button>
            <span>
              {t('home.signIn.noAccount')} <Link to={paths.signup}>{t('home.signIn.signUp')}</Link>
            </span>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
