import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { FamilyLinkCard_LinkFragment } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import styles from './family.module.css';

export interface FamilyLinkCardProps {
  link: FamilyLinkCard_LinkFragment;
  busy: boolean;
  onRenew: (id: string) => void;
  onRevoke: (id: string) => void;
}

/** One live link: when it was made, last opened and works until, with Renew and Turn off. */
export function FamilyLinkCard({ link, busy, onRenew, onRevoke }: FamilyLinkCardProps) {
  const { t, language } = useI18n();
  const id = useId();
  return (
    <li className="card" aria-labelledby={id}>
      <h3 id={id}>{t('family.linkName', { date: formatDateTime(link.createdAt, language) })}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('family.lastOpened')}</dt>
          <dd>{link.lastOpenedAt ? formatDateTime(link.lastOpenedAt, language) : t('family.never')}</dd>
        </div>
        <div>
          <dt>{t('family.expires')}</dt>
          <dd>{formatDate(link.expiresAt)}</dd>
        </div>
        <div>
          <dt>{t('family.language')}</dt>
          <dd>{t(`family.${link.language}`)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => onRenew(link.id)}>
          {t('family.renew')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => onRevoke(link.id)}>
          {t('family.revoke')}
        </Button>
      </div>
    </li>
  );
}
