import { Button } from '@/components/ui/button';
import { FileField, SelectField, TextField, type SelectOption } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { PLANS, PROVINCES, STUDENT_SCHOOLING } from '@/lib/options';
import type { SignupSectionProps } from './signup-fields';
import type { SignupValues } from './use-register-account';
import styles from './accounts.module.css';

interface GradeChoices {
  options: readonly SelectOption[];
  loading: boolean;
  failed: boolean;
  /** Loads the grades again after a failure. */
  onRetry: () => void;
}

/** School, grade (students), city, province, then the plan and the fee receipt. */
export function SignupSchoolFields({
  values,
  set,
  errors,
  grades,
}: SignupSectionProps & { grades: GradeChoices }) {
  const t = useT();
  const isTeacher = values.role === 'TEACHER';
  const schooling = isTeacher ? (['TEACHER'] as const) : STUDENT_SCHOOLING;

  return (
    <>
      <fieldset>
        <legend>{t('accounts.signup.schoolSection')}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t('accounts.signup.schoolingStatus')}
            value={isTeacher ? 'TEACHER' : values.schoolingStatus}
            onChange={(v) => set('schoolingStatus', v as SignupValues['schoolingStatus'])}
            placeholder={isTeacher ? undefined : t('common.choose')}
            options={schooling.map((s) => ({ value: s, label: t(`common.schoolingStatus.${s}`) }))}
            error={errors.schoolingStatus}
          />
          <TextField
            label={t('accounts.signup.schoolName')}
            value={values.schoolName}
            onChange={(v) => set('schoolName', v)}
            error={errors.schoolName}
          />
          {isTeacher ? null : (
            <SelectField
              label={t('accounts.signup.grade')}
              value={values.gradeId}
              onChange={(v) => set('gradeId', v)}
              placeholder={grades.loading ? t('accounts.signup.gradesLoading') : t('common.choose')}
              options={grades.options}
              disabled={grades.loading}
              hint={grades.failed ? t('accounts.signup.gradesFailed') : undefined}
              error={errors.gradeId}
            />
          )}
          {!isTeacher && grades.failed ? (
            <Button variant="secondary" onClick={grades.onRetry}>
              {t('accounts.signup.gradesRetry')}
            </Button>
          ) : null}
          <TextField
            label={t('accounts.signup.city')}
            value={values.city}
            onChange={(v) => set('city', v)}
            autoComplete="address-level2"
            error={errors.city}
          />
          <SelectField
            label={t('accounts.signup.province')}
            value={values.province}
            onChange={(v) => set('province', v as SignupValues['province'])}
            placeholder={t('common.choose')}
            options={PROVINCES.map((p) => ({ value: p, label: t(`common.province.${p}`) }))}
            error={errors.province}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('accounts.signup.paymentSection')}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t('accounts.signup.plan')}
            value={values.plan}
            onChange={(v) => set('plan', v as SignupValues['plan'])}
            placeholder={t('common.choose')}
            options={PLANS.map((p) => ({ value: p, label: t(`common.plan.${p}`) }))}
            error={errors.plan}
          />
          <FileField
            label={t('accounts.signup.feeReceipt')}
            hint={t('accounts.signup.feeReceiptHint')}
            accept="image/*"
            onChange={(file) => set('feeReceipt', file)}
            error={errors.feeReceipt}
          />
        </div>
      </fieldset>
    </>
  );
}
