import { useId, useState } from 'react';
import { FileField, SelectField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import type { PasswordRules_PolicyFragment } from '@/gql/graphql';
import { GENDERS, HOME_LANGUAGES } from '@/lib/options';
import { PasswordRules } from './password-rules';
import type { SignupValues } from './use-register-account';
import styles from './accounts.module.css';

export interface SignupSectionProps {
  values: SignupValues;
  set: <K extends keyof SignupValues>(field: K, value: SignupValues[K]) => void;
  errors: Record<string, string>;
}

type PersonalFieldsProps = SignupSectionProps & {
  /** The gateway's password rules, shown as the password is typed (absent while loading). */
  passwordPolicy?: PasswordRules_PolicyFragment | null;
};

/** Username, password (with a show-password checkbox), and the personal details. */
export function SignupPersonalFields({ values, set, errors, passwordPolicy }: PersonalFieldsProps) {
  const t = useT();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);

  return (
    <>
      <fieldset>
        <legend>{t('accounts.signup.accountSection')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('accounts.signup.username')}
            value={values.username}
            onChange={(v) => set('username', v)}
            autoComplete="username"
            error={errors.username}
          />
          <div>
            <TextField
              label={t('accounts.signup.password')}
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              onChange={(v) => set('password', v)}
              autoComplete="new-password"
              error={errors.password}
            />
            <label className="check" htmlFor={`${id}-show`}>
              <input
                id={`${id}-show`}
                type="checkbox"
                checked={showPassword}
                onChange={(e) => setShowPassword(e.target.checked)}
              />
              {t('accounts.signup.showPassword')}
            </label>
            {passwordPolicy ? (
              <PasswordRules policy={passwordPolicy} password={values.password} username={values.username} />
            ) : null}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('accounts.signup.aboutSection')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('accounts.signup.fullName')}
            value={values.fullName}
            onChange={(v) => set('fullName', v)}
            autoComplete="name"
            error={errors.fullName}
          />
          <TextField
            label={t('accounts.signup.email')}
            type="email"
            value={values.email}
            onChange={(v) => set('email', v)}
            autoComplete="email"
            error={errors.email}
          />
          <SelectField
            label={t('accounts.signup.gender')}
            value={values.gender}
            onChange={(v) => set('gender', v as SignupValues['gender'])}
            placeholder={t('common.choose')}
            options={GENDERS.map((g) => ({ value: g, label: t(`common.gender.${g}`) }))}
            error={errors.gender}
          />
          <SelectField
            label={t('accounts.signup.homeLanguage')}
            value={values.homeLanguage}
            onChange={(v) => set('homeLanguage', v as SignupValues['homeLanguage'])}
            placeholder={t('common.choose')}
            options={HOME_LANGUAGES.map((l) => ({ value: l, label: t(`common.homeLanguage.${l}`) }))}
            error={errors.homeLanguage}
          />
          <FileField
            label={t('accounts.signup.profilePicture')}
            accept="image/*"
            onChange={(file) => set('profilePicture', file)}
            error={errors.profilePicture}
          />
        </div>
      </fieldset>
    </>
  );
}
