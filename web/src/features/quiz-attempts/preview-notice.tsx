import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { useAppShellQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { isExpiredMember } from '@/lib/session';
import { PREVIEW_QUESTION_LIMIT } from './formatting';

/**
 * The preview banner. A member whose subscription ended is told, in her language, that this is why her answers
 * are not saved, and where to renew; everyone else that a preview saves nothing.
 */
export function PreviewNotice() {
  const t = useT();
  // The app shell has asked who is signed in already: read its answer, never send a request of our own.
  const { data } = useAppShellQuery({ fetchPolicy: 'cache-only' });
  const expired = isExpiredMember(data?.viewer?.user);
  return (
    <Notice tone="info">
      <p>
        <strong>{t('quiz.preview.title')}: </strong>
        {expired
          ? t('quiz.preview.expired', { count: PREVIEW_QUESTION_LIMIT })
          : t('quiz.preview.body', { count: PREVIEW_QUESTION_LIMIT })}
      </p>
      {expired ? (
        <p>
          <Link to={paths.renewSubscription}>{t('quiz.preview.renew')}</Link>
        </p>
      ) : null}
    </Notice>
  );
}
