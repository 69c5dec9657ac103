import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { SessionUserFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useSignOut } from '@/lib/session';
import styles from './home.module.css';

/** In place of the sign-in form, once signed in: a greeting and the Logout control. */
export function HomeSignedIn({ viewer }: { viewer: SessionUserFragment }) {
  const t = useT();
  const id = useId();
  const { signOut, busy } = useSignOut();
  return (
    <section className={`card ${styles.signIn}`} aria-labelledby={id}>
      <h2 id={id}>{t('home.signedIn.title')}</h2>
      <p>
        {viewer.fullName
          ? t('home.signedIn.greeting', { name: viewer.fullName })
          : t('home.signedIn.greetingNoName')}
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void signOut()}>
        {busy ? t('common.nav.loggingOut') : t('common.nav.logout')}
      </Button>
    </section>
  );
}
