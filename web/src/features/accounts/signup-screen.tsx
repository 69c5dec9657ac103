import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import type { SignupRole } from '@/gql/graphql';
import { useSignupScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import type { AppLocationState } from '@/lib/session';
import { UploadStatus } from '@/components/ui/upload-progress';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { GuardianConsent } from './guardian-consent';
import { SignupPersonalFields } from './signup-fields';
import { SignupSchoolFields } from './signup-school-fields';
import { useRegisterAccount, type RegisterOutcome, type SignupValues } from './use-register-account';
import styles from './accounts.module.css';

const EMPTY: SignupValues = {
  role: 'STUDENT',
  username: '',
  password: '',
  fullName: '',
  email: '',
  gender: '',
  homeLanguage: '',
  schoolingStatus: '',
  schoolName: '',
  gradeId: '',
  city: '',
  province: '',
  plan: '',
  profilePicture: null,
  feeReceipt: null,
  guardianConsent: false,
};

/** /signup (spec §2, §5): a student or teacher registers and uploads the fee receipt for verification. */
export default function SignupScreen() {
  const t = useT();
  const navigate = useNavigate();
  const grades = useSignupScreenQuery();
  const { submit, busy } = useRegisterAccount();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [failure, setFailure] = useState<Exclude<RegisterOutcome, { kind: 'created' | 'cancelled' }> | null>(
    null,
  );
  const [consentMissing, setConsentMissing] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProgress();
  const [cancelled, setCancelled] = useState(false);

  const set = <K extends keyof SignupValues>(field: K, value: SignupValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const chooseRole = (role: SignupRole) =>
    // Teachers have only "I am Teacher"; a student's earlier choice would not fit, and the reverse.
    setValues((v) => ({
      ...v,
      role,
      schoolingStatus:
        role === 'TEACHER' ? 'TEACHER' : v.schoolingStatus === 'TEACHER' ? '' : v.schoolingStatus,
    }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // A child's account is not sent without a parent's or guardian's agreement.
    if (values.role === 'STUDENT' && !values.guardianConsent) {
      setConsentMissing(true);
      consentRef.current?.focus();
      return;
    }
    setCancelled(false);
    const outcome = await submit(values, upload.begin());
    upload.finish();
    // Cancelled by the user: the form keeps everything, only a note says so.
    if (outcome.kind === 'cancelled') return setCancelled(true);
    if (outcome.kind === 'created') {
      const state: AppLocationState = { flash: { key: 'accounts.signup.success', tone: 'success' } };
      void navigate(paths.home, { state });
      return;
    }
    // Everything typed stays in the form so the user only fixes what the server pointed at.
    setFailure(outcome);
  };

  const fieldErrors = failure?.kind === 'failed' ? failure.fieldErrors : {};
  const gradeChoices = {
    options: (grades.data?.grades ?? []).map((g) => ({ value: g.id, label: gradeLabel(t, g.label) })),
    loading: grades.loading,
    failed: !!grades.error,
    onRetry: () => void grades.refetch().catch(() => undefined),
  };

  return (
    <div className={styles.wide}>
      <PageHeader title={t('accounts.signup.title')} lead={t('accounts.signup.lead')} />
      <form className={`form ${styles.sections}`} onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend>{t('accounts.signup.roleLegend')}</legend>
          <div className={styles.roleToggle}>
            {(['STUDENT', 'TEACHER'] as const).map((role) => (
              <label key={role} className={styles.roleOption}>
                <input
                  type="radio"
                  name="role"
                  value={role}
                  checked={values.role === role}
                  onChange={() => chooseRole(role)}
                />
                <span>
                  {role === 'STUDENT' ? t('accounts.signup.student') : t('accounts.signup.teacher')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SignupPersonalFields
          values={values}
          set={set}
          errors={fieldErrors}
          passwordPolicy={grades.data?.passwordPolicy ?? null}
        />
        <SignupSchoolFields values={values} set={set} errors={fieldErrors} grades={gradeChoices} />
        <GuardianConsent
          role={values.role}
          checked={values.guardianConsent}
          onChange={(checked) => {
            set('guardianConsent', checked);
            if (checked) setConsentMissing(false);
          }}
          error={consentMissing || !!fieldErrors.guardianConsent}
          inputRef={consentRef}
        />
        {failure ? (
          <Notice tone="error">
            <p>
              {failure.kind === 'not-active' ? t('accounts.signup.notActive') : t('accounts.signup.failed')}
            </p>
            {failure.kind === 'failed' && failure.general.length > 0 ? (
              <ul>
                {failure.general.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
        <UploadStatus progress={upload.progress} cancelled={cancelled} onCancel={upload.cancel} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? t('accounts.signup.submitting') : t('accounts.signup.submit')}
          </Button>
          <span>
            {t('accounts.signup.haveAccount')} <Link to={paths.login}>{t('accounts.signup.logIn')}</Link>
          </span>
        </div>
      </form>
    </div>
  );
}
