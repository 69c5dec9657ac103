import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { FamilyLinkReminder_ReminderFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDismissFamilyLinkReminder } from './use-dismiss-family-link-reminder';
import { useRevokeFamilyLinks } from './use-revoke-family-link';
import styles from './family.module.css';

export interface FamilyLinkReminderProps {
  viewerId: string;
  reminder: FamilyLinkReminder_ReminderFragment;
  /** A link to the family-links screen (not on that screen itself). */
  showManage?: boolean;
  /**
   * Says that they were all turned off (the reminder itself is gone by then). By default the message is handed to
   * the next screen's flash, as the layout shows it.
   */
  onRevokedAll?: () => void;
}

/**
 * Shown by the app layout on every screen of hers (from the app shell's answer) and on the family-links screen.
 * After she signed out everywhere or changed her password: her family links still work. One tap turns them all
 * off; "Keep them" dismisses the reminder.
 */
export function FamilyLinkReminder({
  viewerId,
  reminder,
  showManage = false,
  onRevokedAll,
}: FamilyLinkReminderProps) {
  const t = useT();
  const id = useId();
  const { revoke, busy: revoking } = useRevokeFamilyLinks(viewerId);
  const { dismiss, busy: dismissing } = useDismissFamilyLinkReminder(viewerId);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const revokedAll =
    onRevokedAll ??
    (() =>
      void navigate(location, {
        replace: true,
        state: { flash: { key: 'family.reminder.revokedAll', tone: 'success' } },
      }));

  return (
    <section className="card" aria-labelledby={id} role="region">
      <h2 id={id}>{t('family.reminder.title')}</h2>
      <p>{t(`family.reminder.${reminder.reason}`, { count: reminder.links.length })}</p>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          busy={revoking}
          disabled={dismissing}
          onClick={async () => {
            setProblem(null);
            const failed = await revoke(reminder.links.map((l) => l.id));
            if (failed) setProblem(failed);
            else revokedAll();
          }}
        >
          {revoking ? t('family.reminder.revokingAll') : t('family.reminder.revokeAll')}
        </Button>
        <Button
          variant="secondary"
          busy={dismissing}
          disabled={revoking}
          onClick={async () => {
            setProblem(null);
            const failed = await dismiss(reminder.id);
            if (failed) setProblem(failed);
          }}
        >
          {t('family.reminder.keep')}
        </Button>
        {showManage ? (
          <Link className="btn btn-ghost" to={paths.familyLinks}>
            {t('family.reminder.manage')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
