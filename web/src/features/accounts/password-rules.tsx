import { CheckIcon } from '@/components/ui/icons/check-icon';
import { CrossIcon } from '@/components/ui/icons/cross-icon';
import type { PasswordRules_PolicyFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { passwordRules } from './password-check';
import styles from './safety.module.css';

/**
 * The password rules under a new-password field, each ticked as soon as the typed password meets it. Not a live
 * region: announcing every keystroke would drown a screen reader; the list is read with the field it follows.
 */
export function PasswordRules({
  id,
  policy,
  password,
  username,
}: {
  id?: string;
  policy: PasswordRules_PolicyFragment;
  password: string;
  username: string;
}) {
  const t = useT();
  return (
    <div id={id} className={styles.passwordRules}>
      <p>{t('security.passwordRules.title')}</p>
      <ul>
        {passwordRules(policy, password, username).map(({ rule, met }) => (
          <li key={rule} data-met={met}>
            {met ? <CheckIcon size="1em" /> : <CrossIcon size="1em" />}{' '}
            {rule === 'minLength'
              ? t('security.passwordRules.minLength', { min: policy.minLength })
              : t(`security.passwordRules.${rule}`)}
            <span className="visually-hidden">
              {' '}
              ({met ? t('security.passwordRules.met') : t('security.passwordRules.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
