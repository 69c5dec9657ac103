import type { UploadProgress as Progress } from '@/apollo/upload-fetch';
import { formatBytes } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { Button } from './button';
import { Notice } from './notice';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  progress: Progress;
  onCancel: () => void;
}

/**
 * A running upload: how many bytes have gone and what share of the whole, with a Cancel. Before the browser
 * reports the total the bar is indeterminate. The bar is a native `<progress>`, which screen readers announce
 * with its value; the sentence beside it is not a live region, so it does not talk over the child at every step.
 */
export function UploadProgress({ progress, onCancel }: UploadProgressProps) {
  const t = useT();
  const { loaded, total } = progress;
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  const text =
    total && percent !== null
      ? t('common.upload.progress', { sent: formatBytes(loaded), total: formatBytes(total), percent })
      : t('common.upload.starting');
  return (
    <div className={styles.box}>
      <label className={styles.label}>
        <span>{t('common.upload.label')}</span>
        <progress
          className={styles.bar}
          max={total ?? undefined}
          value={total ? loaded : undefined}
          aria-valuetext={text}
        />
      </label>
      <p className={styles.text}>{text}</p>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.upload.cancel')}
      </Button>
    </div>
  );
}

/**
 * Where a form shows its upload: the progress and Cancel while sending, then, if the user cancelled, a calm note
 * that nothing they typed was lost.
 */
export function UploadStatus({
  progress,
  cancelled,
  onCancel,
}: {
  progress: Progress | null;
  cancelled: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  if (progress) return <UploadProgress progress={progress} onCancel={onCancel} />;
  return cancelled ? <Notice tone="info">{t('common.upload.cancelled')}</Notice> : null;
}
