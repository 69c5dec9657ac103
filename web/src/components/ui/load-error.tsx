import { useState, type ReactNode } from 'react';
import { useErrorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n';
import { Button } from './button';
import { Notice } from './notice';

export interface LoadErrorProps {
  /** What failed to load, in the screen's words. */
  message: string;
  /** The query's error: what went wrong is added in our words for its code (never the server's text). */
  error?: unknown;
  /** Loads it again (a query's `refetch`); its failure is shown by the screen's own error state. */
  onRetry: () => unknown;
  /** Anything else the user can do from here (a link home, say). */
  children?: ReactNode;
}

/**
 * The error state of a failed load: the message and a Retry button, so a child on a weak connection is never stuck
 * on a dead end that only a reload (which they may not know about) would fix.
 */
export function LoadError({ message, error, onRetry, children }: LoadErrorProps) {
  const t = useT();
  const say = useErrorText();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The query's error state already shows the failure again.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Notice tone="error">
      <p>{message}</p>
      {error === undefined ? null : <p>{say.forFailure(error)}</p>}
      <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
        {t('common.retry')}
      </Button>
      {children}
    </Notice>
  );
}
