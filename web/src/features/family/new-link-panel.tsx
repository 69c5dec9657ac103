import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';
import styles from './family.module.css';

/**
 * The address of a link just made, with ways to send it: copy, the phone's own share sheet, WhatsApp. It is shown
 * once (the gateway keeps only a fingerprint of it) and takes the focus, so a screen reader announces it.
 */
export function NewLinkPanel({ url }: { url: string }) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => heading.current?.focus(), [url]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('done');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {t('family.newTitle')}
      </h2>
      <p>{t('family.newLead')}</p>
      <label htmlFor={`${id}-url`}>{t('family.linkField')}</label>
      <input
        id={`${id}-url`}
        className={styles.address}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button onClick={() => void copyLink()}>{t('family.copy')}</Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void navigator.share({ url }).catch(() => undefined)}>
            {t('family.share')}
          </Button>
        ) : null}
        <a
          className="btn btn-secondary"
          href={`https://wa.me/?text=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('family.whatsapp')}
        </a>
      </div>
      {copy === 'done' ? <Notice tone="success">{t('family.copied')}</Notice> : null}
      {copy === 'failed' ? <Notice tone="info">{t('family.copyFailed')}</Notice> : null}
    </section>
  );
}
