import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { EditProfileForm_UserFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { UploadStatus } from '@/components/ui/upload-progress';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { ProfileEditableFields, ProfileReadOnlyFields } from './profile-fields';
import { changedProfileInput, notOnFile, profileValuesOf, type ProfileValues } from './profile-values';
import { useUpdateProfile } from './use-update-profile';
import styles from './accounts.module.css';

interface GradeOption {
  id: string;
  label: string;
}

type Result = { tone: 'success' | 'error' | 'info'; lines: string[] };

/** The profile form: username, role and home language read-only; the rest editable (spec §5). */
export function EditProfileForm({
  user,
  grades,
}: {
  user: EditProfileForm_UserFragment;
  grades: readonly GradeOption[];
}) {
  const t = useT();
  const { save, busy } = useUpdateProfile();
  const [initial, setInitial] = useState<ProfileValues>(() => profileValuesOf(user, grades));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [picture, setPicture] = useState<File | null>(null);
  // Remounts the file input after a save: a file input cannot be cleared any other way.
  const [pictureKey, setPictureKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const upload = useUploadProgress();
  const [cancelled, setCancelled] = useState(false);

  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = changedProfileInput(initial, values, picture);
    if (Object.keys(input).length === 0) {
      setResult({ tone: 'info', lines: [t('accounts.profile.nothingChanged')] });
      return;
    }
    setResult(null);
    setFieldErrors({});
    setCancelled(false);
    const outcome = await save(input, upload.begin());
    upload.finish();
    // Cancelled: the typed values and the chosen picture stay for another try.
    if (outcome.kind === 'cancelled') return setCancelled(true);
    if (outcome.kind === 'updated') {
      setInitial(values);
      setPicture(null);
      setPictureKey((k) => k + 1);
      const left = outcome.gradeChangesLeft;
      setResult({
        tone: 'success',
        lines: [
          t('accounts.profile.updated'),
          ...(left !== null ? [t('accounts.profile.gradeChangesLeft', { count: left })] : []),
        ],
      });
    } else {
      setFieldErrors(outcome.fieldErrors);
      setResult({ tone: 'error', lines: [t('accounts.profile.updateFailed'), ...outcome.general] });
    }
  };

  return (
    <section className="card" aria-labelledby="profile-details">
      <h2 id="profile-details">{t('accounts.profile.detailsSection')}</h2>
      {user.profilePictureUrl ? (
        <img
          className={styles.avatar}
          src={user.profilePictureUrl}
          alt={t('accounts.profile.currentPicture')}
        />
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <ProfileReadOnlyFields user={user} />
        <ProfileEditableFields
          values={values}
          set={set}
          errors={fieldErrors}
          grades={grades}
          notOnFile={notOnFile(user, grades)}
          pictureKey={pictureKey}
          onPicture={setPicture}
        />
        {result ? (
          <Notice tone={result.tone}>
            {result.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Notice>
        ) : null}
        <UploadStatus progress={upload.progress} cancelled={cancelled} onCancel={upload.cancel} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? t('accounts.profile.saving') : t('accounts.profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
