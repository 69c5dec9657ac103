import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import type { PasswordRules_PolicyFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { PasswordRules } from './password-rules';
import { useChangePassword } from './use-change-password';

type Result = { tone: 'success' | 'error'; text: string; reasons?: string[] };

/** Current, new and confirmed password; a mismatch is caught here without asking the server (spec §5). */
export function ChangePasswordForm({
  policy,
  username,
}: {
  /** The gateway's password rules, shown as the new password is typed. */
  policy?: PasswordRules_PolicyFragment | null;
  username: string;
}) {
  const t = useT();
  const id = useId();
  const { submit, busy } = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setResult({ tone: 'error', text: t('accounts.password.mismatch') });
      return;
    }
    setResult(null);
    const outcome = await submit(oldPassword, newPassword);
    if (outcome.kind === 'changed') {
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      setResult({ tone: 'success', text: t('accounts.password.changed') });
    } else {
      setResult({ tone: 'error', text: t('accounts.password.failed'), reasons: outcome.reasons });
    }
  };

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('accounts.password.section')}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('accounts.password.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOldPassword}
        />
        <TextField
          label={t('accounts.password.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
        />
        {policy ? <PasswordRules policy={policy} password={newPassword} username={username} /> : null}
        <TextField
          label={t('accounts.password.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        {result ? (
          <Notice tone={result.tone}>
            <p>{result.text}</p>
            {result.reasons?.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </Notice>
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? t('accounts.password.submitting') : t('accounts.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
