import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

/**
 * "Sign out of every device" (a lost phone, a shared computer): asks once, in the page rather than in a browser
 * dialog, then signs out everywhere; the result is said on the home page, or here when nothing was done.
 */
export function SignOutEverywhere() {
  const t = useT();
  const id = useId();
  const { signOutEverywhere, busy } = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);

  // The question takes the focus, so a screen-reader user hears what the next button does.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const confirm = async () => {
    setProblem(null);
    const reason = await signOutEverywhere();
    if (reason) setProblem(reason);
  };

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('accounts.everywhere.section')}</h2>
      <p>{t('accounts.everywhere.lead')}</p>
      {asking ? (
        <div role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={question} tabIndex={-1}>
            <strong>{t('accounts.everywhere.question')}</strong>
          </p>
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <div className="form-actions">
            <Button variant="danger" busy={busy} onClick={() => void confirm()}>
              {busy ? t('accounts.everywhere.busy') : t('accounts.everywhere.confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('accounts.everywhere.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('accounts.everywhere.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
