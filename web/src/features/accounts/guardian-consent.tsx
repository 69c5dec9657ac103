import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { SignupRole } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import styles from './safety.module.css';

/**
 * A parent's or guardian's agreement, required before a child's account is sent (teachers sign up for themselves
 * and only get the link to the privacy page). The page opens in a new tab so the half-filled form is not lost.
 */
export function GuardianConsent({
  role,
  checked,
  onChange,
  error,
  inputRef,
}: {
  role: SignupRole;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const id = useId();
  const privacyLink = (
    <Link to={paths.privacy} target="_blank" rel="noopener">
      {t('privacy.consent.pageLink')}
    </Link>
  );
  if (role !== 'STUDENT') return <p>{privacyLink}</p>;
  return (
    <div className={styles.consent}>
      <label htmlFor={id}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{t('privacy.consent.label')}</span>
      </label>
      {privacyLink}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('privacy.consent.required')}
        </p>
      ) : null}
    </div>
  );
}
