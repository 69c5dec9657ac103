import type { SubscriptionSummary_InfoFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import styles from './subscription.module.css';

type Info = SubscriptionSummary_InfoFragment;

/** Plan, status and expiry (day-month-year) of the current subscription. */
export function SubscriptionSummary({ info }: { info: Info }) {
  const t = useT();
  // The gateway sends the enum; the words are ours, in her language (null: a status it does not know).
  const status = info.status ? t(`common.accountStatus.${info.status}`) : t('subscription.current.unknown');
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('subscription.current.plan')}</dt>
        <dd>{info.plan ? t(`common.plan.${info.plan}`) : t('subscription.current.none')}</dd>
      </div>
      <div>
        <dt>{t('subscription.current.status')}</dt>
        <dd data-status={info.status ?? undefined}>{status || t('subscription.current.none')}</dd>
      </div>
      <div>
        <dt>{t('subscription.current.expiresOn')}</dt>
        <dd>{formatDate(info.expiresOn) || t('subscription.current.none')}</dd>
      </div>
    </dl>
  );
}
