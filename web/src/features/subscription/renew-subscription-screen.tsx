import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FileField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import type { SubscriptionPlan } from '@/gql/graphql';
import { useRenewSubscriptionScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { PLANS } from '@/lib/options';
import { paths } from '@/lib/paths';
import { useEndSession, useSignOut, type Flash } from '@/lib/session';
import { UploadStatus } from '@/components/ui/upload-progress';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { SubscriptionSummary } from './subscription-summary';
import { useRenewSubscription } from './use-renew-subscription';
import styles from './subscription.module.css';

const RENEWED: Flash = { key: 'subscription.renewed', tone: 'success' };

/** /account/renew-subscription (spec §2, §4, §8): current subscription, then plan + receipt; success signs out. */
export default function RenewSubscriptionScreen() {
  const t = useT();
  const id = useId();
  const info = useRenewSubscriptionScreenQuery();
  const { submit, busy } = useRenewSubscription();
  const endSession = useEndSession();
  const { signOut } = useSignOut();
  const [chosenPlan, setChosenPlan] = useState<SubscriptionPlan | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const upload = useUploadProgress();
  const [cancelled, setCancelled] = useState(false);

  const subscription = info.data?.viewer?.user?.subscription ?? null;
  // Until the user picks, the current plan is preselected.
  const plan = chosenPlan ?? subscription?.plan ?? 'MONTHLY';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setCancelled(false);
    // Spec §5: the receipt is optional on the client; the server says if it is missing.
    const outcome = await submit(plan, receipt, upload.begin());
    upload.finish();
    if (outcome.kind === 'cancelled') return setCancelled(true);
    if (outcome.kind === 'failed') {
      setFailure(outcome.reasons);
      return;
    }
    // The gateway ends the session on success; if it did not say so, sign out explicitly.
    if (outcome.signedOut) endSession(RENEWED);
    else await signOut(RENEWED);
  };

  // No route guards (spec §2): a visitor (a parent following the family page's link, say) is asked to sign in.
  if (info.data && !info.data.viewer)
    return (
      <div className={styles.page}>
        <PageHeader title={t('subscription.title')} lead={t('subscription.lead')} />
        <Notice tone="info">
          <p>{t('subscription.signedOut')}</p>
          <Link to={paths.login}>{t('subscription.signIn')}</Link>
        </Notice>
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHeader title={t('subscription.title')} lead={t('subscription.lead')} />

      <section className="card" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>{t('subscription.current.title')}</h2>
        {info.loading && !info.data ? (
          <LoadingState label={t('subscription.current.loading')} />
        ) : subscription ? (
          <SubscriptionSummary info={subscription} />
        ) : (
          <LoadError message={t('subscription.current.failed')} error={info.error} onRetry={info.refetch} />
        )}
      </section>

      <section className="card" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{t('subscription.form.title')}</h2>
        <form className="form" onSubmit={onSubmit} noValidate>
          <fieldset className={styles.plans}>
            <legend>{t('subscription.form.plan')}</legend>
            {PLANS.map((p) => (
              <label key={p} className="check">
                <input
                  type="radio"
                  name="plan"
                  value={p}
                  checked={plan === p}
                  onChange={() => setChosenPlan(p)}
                />
                {t(`subscription.form.${p}`)}
              </label>
            ))}
          </fieldset>
          <FileField
            label={t('subscription.form.receipt')}
            hint={t('subscription.form.receiptHint')}
            accept="image/*,application/pdf"
            onChange={setReceipt}
          />
          <p className="field-hint">{t('subscription.form.signOutNote')}</p>
          {failure ? (
            <Notice tone="error">
              <p>{t('subscription.failed')}</p>
              {failure.map((reason) => (
                <p key={reason}>{reason}</p>
              ))}
            </Notice>
          ) : null}
          <UploadStatus progress={upload.progress} cancelled={cancelled} onCancel={upload.cancel} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {busy ? t('subscription.form.submitting') : t('subscription.form.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
