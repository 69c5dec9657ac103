import { useT, type MessageKey } from '@/lib/i18n';
import type { SaveStatus } from './answer-outbox';
import styles from './attempt-quiz.module.css';
import type { FinalizeState } from './use-finalize-quiz';

interface SaveStatusLineProps {
  save: SaveStatus;
  submitting: boolean;
  finalize: FinalizeState;
}

/** The one calm line telling the child what happens to their answers (announced politely, never urgently). */
export function SaveStatusLine({ save, submitting, finalize }: SaveStatusLineProps) {
  const t = useT();
  const key = statusKey(save, submitting, finalize);
  return (
    <p className={styles.status} role="status" aria-live="polite" data-status={save}>
      {key ? t(key) : ''}
    </p>
  );
}

function statusKey(save: SaveStatus, submitting: boolean, finalize: FinalizeState): MessageKey | null {
  if (finalize.kind === 'finalizing')
    return finalize.retrying ? 'quiz.status.finalizeRetrying' : 'quiz.status.finalizing';
  if (save === 'offline') return 'quiz.status.offline';
  if (submitting && finalize.kind === 'idle') return 'quiz.status.sendingAnswers';
  if (save === 'saving') return 'quiz.status.saving';
  if (save === 'saved') return 'quiz.status.saved';
  return null;
}
