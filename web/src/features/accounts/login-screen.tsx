import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { CredentialFields } from '@/components/ui/credential-fields';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import { useExpiredRedirect, useSignIn } from '@/lib/session';
import styles from './accounts.module.css';

/** /login (spec §2): username, password, Login. Success goes home, or to renewal when the subscription expired. */
export default function LoginScreen() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const { signIn, busy } = useSignIn();
  const { expiredAlert, redirectToRenewal } = useExpiredRedirect();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const outcome = await signIn({ username, password });
    if (outcome.kind === 'signed-in') {
      if (outcome.expired) redirectToRenewal();
      else void navigate(paths.home);
    } else if (outcome.kind === 'staff') {
      setMessage(t('accounts.login.staff'));
    } else {
      setMessage(
        outcome.detail
          ? t('accounts.login.failedWithDetail', { detail: outcome.detail })
          : t('accounts.login.failedGeneric'),
      );
    }
  };

  return (
    <div className={styles.narrow}>
      <PageHeader title={t('accounts.login.title')} lead={t('accounts.login.lead')} />
      {expiredAlert ? <Notice tone="error">{t('common.session.expired')}</Notice> : null}
      <form className="form card" onSubmit={onSubmit} noValidate>
        <CredentialFields
          id={id}
          usernameLabel={t('accounts.login.username')}
          passwordLabel={t('accounts.login.password')}
          username={username}
          password={password}
          onUsernameChange={setUsername}
          onPasswordChange={setPassword}
        />
        {message ? <Notice tone="error">{message}</Notice> : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? t('accounts.login.submitting') : t('accounts.login.submit')}
          </Button>
          <span>
            {t('accounts.login.noAccount')} <Link to={paths.signup}>{t('accounts.login.signUp')}</Link>
          </span>
        </div>
      </form>
    </div>
  );
}
