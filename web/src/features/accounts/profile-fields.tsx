import { FileField, SelectField, TextField } from '@/components/ui/form-field';
import type { EditProfileForm_UserFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { gradeLabel } from '@/lib/grade-label';
import { ALL_SCHOOLING, PROVINCES } from '@/lib/options';
import type { ProfileValues } from './profile-values';
import styles from './accounts.module.css';

/** Username, role and home language: shown, never edited (spec §5). */
export function ProfileReadOnlyFields({ user }: { user: EditProfileForm_UserFragment }) {
  const t = useT();
  return (
    <div className={`${styles.grid} ${styles.readOnly}`}>
      <TextField
        label={t('accounts.profile.username')}
        value={user.username}
        readOnly
        hint={t('accounts.profile.readOnlyHint')}
      />
      <TextField label={t('accounts.profile.role')} value={t(`common.role.${user.role}`)} readOnly />
      <TextField
        label={t('accounts.profile.homeLanguage')}
        value={user.homeLanguage ? t(`common.homeLanguage.${user.homeLanguage}`) : t('common.notProvided')}
        readOnly
      />
    </div>
  );
}

export interface ProfileEditableFieldsProps {
  values: ProfileValues;
  set: <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => void;
  errors: Record<string, string>;
  grades: readonly { id: string; label: string }[];
  /** Fields the API returned no value for: while still empty they say "not on file", with a hint. */
  notOnFile: ReadonlySet<keyof ProfileValues>;
  /** Changing it remounts the file input, which is the only way to clear it. */
  pictureKey: number;
  onPicture: (file: File | null) => void;
}

/** Full name, e-mail, school, city, schooling status (I am Teacher included), province, grade and picture. */
export function ProfileEditableFields({
  values,
  set,
  errors,
  grades,
  notOnFile,
  pictureKey,
  onPicture,
}: ProfileEditableFieldsProps) {
  const t = useT();
  const missing = (field: keyof ProfileValues) => notOnFile.has(field) && values[field] === '';
  // Text boxes show it as a placeholder, selects as their empty choice; both read the hint with the field.
  const textMissing = (field: keyof ProfileValues) =>
    missing(field)
      ? { placeholder: t('accounts.profile.notOnFile'), hint: t('accounts.profile.notOnFileHint') }
      : {};
  const choice = (field: keyof ProfileValues) =>
    missing(field) ? t('accounts.profile.notOnFile') : t('common.choose');
  const choiceHint = (field: keyof ProfileValues) =>
    missing(field) ? t('accounts.profile.notOnFileHint') : undefined;
  return (
    <div className={styles.grid}>
      <TextField
        label={t('accounts.profile.fullName')}
        value={values.fullName}
        onChange={(v) => set('fullName', v)}
        {...textMissing('fullName')}
        autoComplete="name"
        error={errors.fullName}
      />
      <TextField
        label={t('accounts.profile.email')}
        type="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        {...textMissing('email')}
        autoComplete="email"
        error={errors.email}
      />
      <TextField
        label={t('accounts.profile.schoolName')}
        value={values.schoolName}
        onChange={(v) => set('schoolName', v)}
        {...textMissing('schoolName')}
        error={errors.schoolName}
      />
      <TextField
        label={t('accounts.profile.city')}
        value={values.city}
        onChange={(v) => set('city', v)}
        {...textMissing('city')}
        error={errors.city}
      />
      <SelectField
        label={t('accounts.profile.schoolingStatus')}
        value={values.schoolingStatus}
        onChange={(v) => set('schoolingStatus', v as ProfileValues['schoolingStatus'])}
        placeholder={choice('schoolingStatus')}
        hint={choiceHint('schoolingStatus')}
        options={ALL_SCHOOLING.map((s) => ({ value: s, label: t(`common.schoolingStatus.${s}`) }))}
        error={errors.schoolingStatus}
      />
      <SelectField
        label={t('accounts.profile.province')}
        value={values.province}
        onChange={(v) => set('province', v as ProfileValues['province'])}
        placeholder={choice('province')}
        hint={choiceHint('province')}
        options={PROVINCES.map((p) => ({ value: p, label: t(`common.province.${p}`) }))}
        error={errors.province}
      />
      <SelectField
        label={t('accounts.profile.grade')}
        value={values.gradeId}
        onChange={(v) => set('gradeId', v)}
        placeholder={choice('gradeId')}
        options={grades.map((g) => ({ value: g.id, label: gradeLabel(t, g.label) }))}
        hint={
          missing('gradeId')
            ? `${t('accounts.profile.notOnFileHint')} ${t('accounts.profile.gradeHint')}`
            : t('accounts.profile.gradeHint')
        }
        error={errors.gradeId}
      />
      <FileField
        key={pictureKey}
        label={t('accounts.profile.picture')}
        accept="image/*"
        onChange={onPicture}
        error={errors.profilePicture}
      />
    </div>
  );
}
