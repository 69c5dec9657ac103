import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useFamilyLinksScreenQuery } from '@/gql/hooks';
import { gatewayFailureOf } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { FamilyLinkCard } from './family-link-card';
import { FamilyLinkReminder } from './family-link-reminder';
import { NewLinkPanel } from './new-link-panel';
import { useCreateFamilyLink } from './use-create-family-link';
import { useRenewFamilyLink } from './use-renew-family-link';
import { useRevokeFamilyLinks } from './use-revoke-family-link';
import styles from './family.module.css';

/** At most this many live links (the gateway refuses more with FAMILY_LINK_LIMIT). */
const MAX_LINKS = 3;

type Said = { tone: 'success' | 'error'; text: string } | null;

/** /account/family-links: make a link for her parents, see her live ones, renew or turn them off. */
export default function FamilyLinksScreen() {
  const { t, language } = useI18n();
  const { data, loading, error, refetch } = useFamilyLinksScreenQuery();
  const viewerId = data?.viewer?.id ?? '';
  const { create, busy: creating } = useCreateFamilyLink(viewerId);
  const { renew, busy: renewing } = useRenewFamilyLink();
  const { revoke, busy: revoking } = useRevokeFamilyLinks(viewerId);
  const [made, setMade] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);

  const header = <PageHeader title={t('family.title')} lead={t('family.lead')} />;
  let body;
  if (loading && !data) body = <LoadingState label={t('family.loading')} />;
  else if (error && !data) {
    const failure = gatewayFailureOf(error);
    body =
      failure.kind === 'code' && failure.code === 'FORBIDDEN' ? (
        <Notice tone="info">{t('family.notStudent')}</Notice>
      ) : (
        <LoadError message={t('family.loadFailed')} error={error} onRetry={refetch} />
      );
  } else if (!data?.viewer) {
    body = (
      <Notice tone="info">
        <p>{t('family.signedOut')}</p>
        <Link to={paths.home}>{t('family.goHome')}</Link>
      </Notice>
    );
  } else {
    const viewer = data.viewer;
    const links = viewer.familyLinks ?? [];
    const busy = creating || renewing || revoking;
    const onCreate = async () => {
      setSaid(null);
      setMade(null);
      const outcome = await create(language === 'ur' ? 'UR' : 'EN');
      if (outcome.kind === 'created') setMade(outcome.url);
      else setSaid({ tone: 'error', text: outcome.reason });
    };
    const onRenew = async (id: string) => {
      setSaid(null);
      const outcome = await renew(id);
      setSaid(
        outcome.kind === 'renewed'
          ? { tone: 'success', text: t('family.renewed', { date: formatDate(outcome.expiresAt) }) }
          : { tone: 'error', text: outcome.reason },
      );
    };
    const onRevoke = async (id: string) => {
      setSaid(null);
      const failed = await revoke([id]);
      setSaid(failed ? { tone: 'error', text: failed } : { tone: 'success', text: t('family.revoked') });
    };
    body = (
      <>
        {viewer.familyLinkReminder ? (
          <FamilyLinkReminder
            viewerId={viewer.id}
            reminder={viewer.familyLinkReminder}
            onRevokedAll={() => setSaid({ tone: 'success', text: t('family.reminder.revokedAll') })}
          />
        ) : null}
        <section className="card">
          {links.length >= MAX_LINKS ? (
            <p>{t('family.atLimit')}</p>
          ) : (
            <Button busy={creating} disabled={busy} onClick={() => void onCreate()}>
              {creating ? t('family.making') : t('family.make')}
            </Button>
          )}
        </section>
        {made ? <NewLinkPanel url={made} /> : null}
        {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
        <section aria-labelledby="family-links-list">
          <h2 id="family-links-list">{t('family.listTitle')}</h2>
          {links.length === 0 ? (
            <p>{t('family.none')}</p>
          ) : (
            <ul className={styles.list}>
              {links.map((link) => (
                <FamilyLinkCard
                  key={link.id}
                  link={link}
                  busy={busy}
                  onRenew={(id) => void onRenew(id)}
                  onRevoke={(id) => void onRevoke(id)}
                />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {body}
    </div>
  );
}
