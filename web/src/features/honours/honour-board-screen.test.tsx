import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HonourBoardScreenDocument, type HonourBoardSection_BoardFragment } from '@/gql/graphql';
import { gqlError } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import HonourBoardScreen from './honour-board-screen';

function board(
  kind: HonourBoardSection_BoardFragment['kind'],
  grades: HonourBoardSection_BoardFragment['grades'],
) {
  return {
    __typename: 'HonourBoard' as const,
    id: kind,
    kind,
    periodDays: kind === 'SHINING_STARS' ? 30 : 90,
    grades,
  };
}

const grade3 = {
  __typename: 'HonourGrade' as const,
  id: 'SHINING_STARS/Grade 3',
  grade: 'Grade 3',
  topStudents: [
    {
      __typename: 'HonourStudent' as const,
      id: 'SHINING_STARS/Grade 3/ayesha',
      rank: 1,
      fullName: 'Ayesha Khan',
      username: 'ayesha',
      school: 'City School',
      city: 'Lahore',
      province: 'PUNJAB' as const,
      quizzesAttempted: 12,
      averageScore: 91.666,
      totalMarks: 110,
    },
    {
      __typename: 'HonourStudent' as const,
      id: 'SHINING_STARS/Grade 3/bilal',
      rank: 2,
      fullName: null,
      username: 'bilal',
      school: null,
      city: 'Quetta',
      province: 'BALOCHISTAN' as const,
      quizzesAttempted: 8,
      averageScore: 80,
      totalMarks: 64.5,
    },
  ],
};

function boardsAnswer(shiningStars: ReturnType<typeof board>, nationalHeroes: ReturnType<typeof board>) {
  server.use(
    gqlApi.query(HonourBoardScreenDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', shiningStars, nationalHeroes } }),
    ),
  );
}

describe('HonourBoardScreen', () => {
  it('shows both boards titled Learnify Heroes, grouped by grade, with every column', async () => {
    boardsAnswer(board('SHINING_STARS', [grade3]), board('NATIONAL_HEROES', []));
    renderScreen(<HonourBoardScreen />, { route: '/honor-roll' });
    expect(screen.getByRole('heading', { level: 1, name: 'Learnify Heroes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the heroes…');

    const stars = await screen.findByRole('region', { name: 'Shining Stars' });
    expect(within(stars).getByText('Top performers of the month')).toBeInTheDocument();
    expect(within(stars).getByRole('heading', { level: 3, name: 'Grade 3' })).toBeInTheDocument();
    const table = within(stars).getByRole('table', { name: 'Shining Stars: Grade 3' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Rank',
      'Name',
      'Username',
      'School',
      'City',
      'Province',
      'Quizzes attempted',
      'Average score',
      'Total marks',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'ayesha', 'City School', 'Lahore', 'Punjab', '12', '91.67%', '110']);
    // Ranks 1–3 carry a drawn medal (no emoji font needed), hidden from screen readers beside the number.
    const medal = within(first!).getAllByRole('cell')[0]!.querySelector('svg');
    expect(medal).toHaveAttribute('aria-hidden', 'true');
    expect(within(second!).getAllByRole('cell')[0]!.querySelector('svg')).not.toBeNull();
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Ayesha Khan');
    // A missing full name falls back to the username.
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('bilal');

    const heroes = screen.getByRole('region', { name: 'National Heroes' });
    expect(within(heroes).getByText('Top performers of the quarter')).toBeInTheDocument();
    expect(within(heroes).getByText('No data available')).toBeInTheDocument();
  });

  it('shows only the columns the gateway sends: a board without names has rank and scores only', async () => {
    const hidden = {
      ...grade3,
      topStudents: grade3.topStudents.map((s) => ({
        ...s,
        fullName: null,
        username: null,
        school: null,
        city: null,
        province: null,
      })),
    };
    boardsAnswer(board('SHINING_STARS', [hidden]), board('NATIONAL_HEROES', []));
    renderScreen(<HonourBoardScreen />);
    const table = await screen.findByRole('table', { name: 'Shining Stars: Grade 3' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Quizzes attempted', 'Average score', 'Total marks']);
    const [, first] = within(table).getAllByRole('row');
    // Without names the rank heads the row: the number, with its drawn medal hidden from screen readers.
    const rowHeader = within(first!).getByRole('rowheader');
    expect(rowHeader).toHaveTextContent(/^1$/);
    expect(rowHeader.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a first-name-and-initial board has names, schools and places but no username column', async () => {
    const initials = {
      ...grade3,
      topStudents: grade3.topStudents.map((s) => ({ ...s, fullName: 'Ayesha K.', username: null })),
    };
    boardsAnswer(board('SHINING_STARS', [initials]), board('NATIONAL_HEROES', []));
    renderScreen(<HonourBoardScreen />);
    const table = await screen.findByRole('table', { name: 'Shining Stars: Grade 3' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'School', 'City', 'Province']));
    expect(headers).not.toContain('Username');
  });

  it('shows "No data available" for each empty board', async () => {
    boardsAnswer(board('SHINING_STARS', [{ ...grade3, topStudents: [] }]), board('NATIONAL_HEROES', []));
    renderScreen(<HonourBoardScreen />);
    expect(await screen.findAllByText('No data available')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the boards cannot be loaded', async () => {
    server.use(
      gqlApi.query(HonourBoardScreenDocument, () =>
        HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] }),
      ),
    );
    const { user } = renderScreen(<HonourBoardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the honour board.');
    boardsAnswer(board('SHINING_STARS', [grade3]), board('NATIONAL_HEROES', [grade3]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'National Heroes: Grade 3' })).toBeInTheDocument();
  });
});
