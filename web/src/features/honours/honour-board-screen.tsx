import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useHonourBoardScreenQuery } from '@/gql/hooks';
import { useT } from '@/lib/i18n';
import { HonourBoardSection } from './honour-board-section';

/** /honor-board and /honor-roll (spec §2): Learnify Heroes — Shining Stars (month) and National Heroes (quarter). */
export default function HonourBoardScreen() {
  const t = useT();
  // What a visitor sees of each child may be less than a signed-in reader (HONOUR_BOARD_PUBLIC_NAMES): after
  // signing in, a board cached as a visitor is shown only until the reader's own view arrives.
  const { data, loading, error, refetch } = useHonourBoardScreenQuery({ fetchPolicy: 'cache-and-network' });

  return (
    <>
      <PageHeader title={t('honours.title')} lead={t('honours.lead')} />
      {loading && !data ? (
        <LoadingState label={t('honours.loading')} />
      ) : error && !data ? (
        <LoadError message={t('honours.failed')} error={error} onRetry={refetch} />
      ) : data ? (
        <>
          <HonourBoardSection board={data.shiningStars} />
          <HonourBoardSection board={data.nationalHeroes} />
        </>
      ) : null}
    </>
  );
}
