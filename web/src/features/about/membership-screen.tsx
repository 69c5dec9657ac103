import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/lib/i18n';
import { PageActions } from './page-actions';
import styles from './about.module.css';

const STEPS = ['choose', 'pay', 'signUp', 'verify'] as const;
const RATES = ['monthly', 'annual', 'school'] as const;
const PAYMENT = ['bank', 'easypaisa', 'jazzcash'] as const;

/** /membership: how to subscribe, the rates and the payment methods (spec §9). */
export default function MembershipScreen() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.membership.title')} lead={t('pages.membership.lead')} />

      <section className={styles.section} aria-labelledby="membership-how">
        <h2 id="membership-how">{t('pages.membership.howTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`pages.membership.steps.${step}`)}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="membership-rates">
        <h2 id="membership-rates">{t('pages.membership.ratesTitle')}</h2>
        <ul className={styles.cards}>
          {RATES.map((rate) => (
            <li key={rate}>
              <h3>
                {t(`pages.membership.rates.${rate}.title`)}{' '}
                {rate === 'annual' ? (
                  <span className={styles.badge}>{t('pages.membership.bestValue')}</span>
                ) : null}
              </h3>
              <p className={styles.price}>{t(`pages.membership.rates.${rate}.price`)}</p>
              <p>{t(`pages.membership.rates.${rate}.detail`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="membership-payment">
        <h2 id="membership-payment">{t('pages.membership.paymentTitle')}</h2>
        <ul className={styles.chips}>
          {PAYMENT.map((method) => (
            <li key={method}>{t(`pages.membership.payment.${method}`)}</li>
          ))}
        </ul>
        <p>{t('pages.membership.verification')}</p>
      </section>

      <section className={`card ${styles.section}`} aria-labelledby="membership-renew">
        <h2 id="membership-renew">{t('pages.membership.renewTitle')}</h2>
        <p>{t('pages.membership.renewBody')}</p>
      </section>
      <PageActions membership={false} />
    </div>
  );
}
