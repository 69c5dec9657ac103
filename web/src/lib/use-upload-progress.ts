import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress, UploadTransfer } from '@/apollo/upload-fetch';

export interface UploadProgressControl {
  /** Bytes sent so far while an upload runs; null when none does. */
  progress: UploadProgress | null;
  /** Starts tracking a new upload: pass the result to the mutation hook. */
  begin: () => UploadTransfer;
  /** The upload ended (whatever the outcome): stop showing progress. */
  finish: () => void;
  /** Stops the running upload; the mutation then fails with an AbortError. */
  cancel: () => void;
}

/**
 * Progress and cancel for one form's upload. Leaving the screen cancels what is still being sent, so a receipt
 * does not go on uploading in the background of another page.
 */
export function useUploadProgress(): UploadProgressControl {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const begin = useCallback((): UploadTransfer => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ loaded: 0, total: null });
    return {
      signal: current.signal,
      onUploadProgress: (next) => {
        if (controller.current === current) setProgress(next);
      },
    };
  }, []);

  const finish = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  useEffect(() => () => controller.current?.abort(), []);

  return { progress, begin, finish, cancel };
}

/** True when a mutation failed because the user cancelled its upload. */
export function wasCancelled(transfer: UploadTransfer | undefined): boolean {
  return transfer?.signal.aborted === true;
}
