import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useEditProfileScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import styles from './accounts.module.css';

/** /account/edit-profile (spec §2, §5): the profile form, the change-password form and sign-out everywhere. */
export default function EditProfileScreen() {
  const t = useT();
  const { data, loading, error, refetch } = useEditProfileScreenQuery();

  let body;
  if (loading && !data) {
    body = <LoadingState label={t('accounts.profile.loading')} />;
  } else if (error && !data) {
    body = <LoadError message={t('accounts.profile.loadFailed')} error={error} onRetry={refetch} />;
  } else if (!data?.viewer?.user) {
    // No route guards (spec §2): a visitor who opens the page is pointed to the sign-in form.
    body = (
      <Notice tone="info">
        <p>{t('accounts.profile.signedOut')}</p>
        <Link to={paths.home}>{t('accounts.profile.goHome')}</Link>
      </Notice>
    );
  } else {
    body = (
      <div className={styles.sections}>
        <EditProfileForm key={data.viewer.user.id} user={data.viewer.user} grades={data.grades} />
        <ChangePasswordForm policy={data.passwordPolicy} username={data.viewer.user.username} />
        <SignOutEverywhere />
      </div>
    );
  }

  return (
    <div className={styles.wide}>
      <PageHeader title={t('accounts.profile.title')} lead={t('accounts.profile.lead')} />
      {body}
    </div>
  );
}
