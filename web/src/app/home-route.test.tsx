import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AppShellDocument,
  HomeProgressDocument,
  HomeScreenDocument,
  SessionLoginDocument,
  type HomeProgressQuery,
} from '@/gql/graphql';
import { gqlError, sessionUser, sessionViewer, viewerId, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import HomeRoute from './home-route';

const catalogue = [
  {
    __typename: 'CatalogueGrade' as const,
    id: 'Grade 3',
    name: 'Grade 3',
    subjects: [
      {
        __typename: 'CatalogueSubject' as const,
        id: 'Grade 3/Maths',
        name: 'Maths',
        chapters: [
          {
            __typename: 'CatalogueChapter' as const,
            id: 'Grade 3/Maths/Numbers',
            name: 'Numbers',
            quizzes: [
              { __typename: 'QuizSummary' as const, id: 'q1', number: 1, title: '1. Counting Fun' },
              { __typename: 'QuizSummary' as const, id: 'q2', number: 2, title: '2. Numbers SCQ Drill' },
            ],
          },
        ],
      },
    ],
  },
];

const grade1 = {
  ...catalogue[0]!,
  id: 'Grade 1',
  name: 'Grade 1',
  subjects: [
    {
      __typename: 'CatalogueSubject' as const,
      id: 'Grade 1/Maths',
      name: 'Maths',
      chapters: [
        {
          __typename: 'CatalogueChapter' as const,
          id: 'Grade 1/Maths/Counting',
          name: 'Counting',
          quizzes: [{ __typename: 'QuizSummary' as const, id: 'g1', number: 1, title: '1. Count to Ten' }],
        },
      ],
    },
  ],
};

const quizRef = (id: string, title: string, grade = 'Grade 3') => ({
  __typename: 'QuizSummary' as const,
  id,
  title,
  grade,
  subject: 'Maths',
  chapter: grade === 'Grade 3' ? 'Numbers' : 'Counting',
});
const mark = (quizId: string, attempted: boolean, bestPercentage: number | null, attempts: number) => ({
  __typename: 'QuizProgress' as const,
  id: `owner-a/${quizId}`,
  attempted,
  attempts,
  bestPercentage,
});

/** Her progress, with her marks: the quizzes she has finished (the catalogue's quizzes find theirs there). */
const progressData: HomeProgressQuery = {
  __typename: 'Query',
  viewer: {
    __typename: 'Viewer',
    id: viewerId('ayesha'),
    progress: {
      __typename: 'StudentProgress',
      id: 'owner-a',
      grade: 'Grade 3',
      nextUp: [
        {
          __typename: 'NextUpQuiz',
          id: 'owner-a/q2',
          reason: 'NOT_ATTEMPTED',
          bestPercentage: null,
          quiz: quizRef('q2', '2. Numbers SCQ Drill'),
        },
      ],
      streak: {
        __typename: 'LearningStreak',
        id: 'owner-a',
        currentDays: 3,
        activeToday: false,
        thisWeekCount: 4,
        lastActiveOn: '2026-11-24',
      },
      attemptedQuizzes: [
        { ...mark('q1', true, 85.71, 2), quiz: { __typename: 'QuizSummary', id: 'q1' } },
        { ...mark('g1', true, 60, 1), quiz: { __typename: 'QuizSummary', id: 'g1' } },
      ],
      // Her own grade's quizzes in catalogue order, each with her mark (her grade is drawn from these).
      gradeQuizzes: [
        { ...mark('q1', true, 85.71, 2), quiz: { ...quizRef('q1', '1. Counting Fun'), number: 1 } },
        { ...mark('q2', false, null, 0), quiz: { ...quizRef('q2', '2. Numbers SCQ Drill'), number: 2 } },
      ].map(({ quiz: { grade: _grade, ...quiz }, ...entry }) => ({ ...entry, quiz })),
    },
  },
};

function homeData(me: ReturnType<typeof sessionUser> | null, grades = catalogue) {
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(me) } }),
    ),
    gqlApi.query(HomeScreenDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', catalogue: grades } }),
    ),
    gqlApi.query(HomeProgressDocument, () => HttpResponse.json({ data: progressData })),
  );
}

async function signIn(user: ReturnType<typeof renderScreen>['user'], remember = false) {
  await user.type(await screen.findByLabelText('Username'), 'ayesha');
  await user.type(screen.getByLabelText('Password'), 'secret');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('home for a signed-in student (catalogue + performance)', () => {
  it('signs in with the Remember choice and then shows her own home instead of the form', async () => {
    homeData(null);
    let sent: unknown;
    server.use(
      gqlApi.mutation(SessionLoginDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            login: {
              __typename: 'LoginPayload',
              errors: [],
              session: {
                __typename: 'Session',
                accountStatus: 'ACTIVE',
                role: 'STUDENT',
                user: sessionUser(),
                viewer: sessionViewer(sessionUser()),
              },
            },
          },
        });
      }),
    );
    const { user } = renderScreen(<HomeRoute />);
    await signIn(user, true);
    expect(
      await screen.findByRole('heading', { name: 'Hello, Ayesha Khan! Ready for a quiz?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('You are signed in')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(sent).toEqual({ username: 'ayesha', password: 'secret', remember: true });
  });

  it('shows a student her grade first, the others folded, her finished quizzes, next up and her streak', async () => {
    homeData(sessionUser(), [grade1, ...catalogue]);
    const { user } = renderScreen(<HomeRoute />);
    const strip = await screen.findByRole('region', { name: 'Next up' });
    expect(within(strip).getByRole('link', { name: /2\. Numbers SCQ Drill/ })).toHaveAttribute(
      'href',
      '/student/attempt-quiz/q2',
    );
    const mine = screen.getByRole('region', { name: 'Grade 3' });
    // The link keeps the quiz's name; the mark (tick and words) describes it.
    const done = within(mine).getByRole('link', { name: '1. Counting Fun' });
    expect(done).toHaveAccessibleDescription('Done · best 85.71%');
    expect(done.closest('li')).toHaveTextContent('Done · best 85.71%');
    const fresh = within(mine).getByRole('link', { name: '2. Numbers SCQ Drill' });
    expect(fresh).not.toHaveAccessibleDescription();
    expect(fresh.closest('li')).not.toHaveTextContent('Done');
    expect(screen.getByText('3 days in a row')).toBeInTheDocument();
    expect(screen.getByText(/4 quizzes finished this week\./)).toBeInTheDocument();
    expect(screen.queryByText('You are signed in')).not.toBeInTheDocument();
    // The other grades come after hers, folded under "Other grades": the catalogue loads when she opens them,
    // and then shows her marks on them.
    const folded = screen.getByText('Other grades').closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded).queryByRole('region', { name: 'Grade 1', hidden: true })).toBeNull();
    await user.click(screen.getByText('Other grades'));
    const other = await within(folded).findByRole('region', { name: 'Grade 1' });
    expect(mine.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(folded).queryByRole('region', { name: 'Grade 3' })).toBeNull();
    await waitFor(() =>
      expect(within(other).getByRole('link', { name: '1. Count to Ten' })).toHaveAccessibleDescription(
        'Done · best 60%',
      ),
    );
  });

  it('shows the catalogue to a student even when her progress cannot be loaded', async () => {
    homeData(sessionUser());
    server.use(
      gqlApi.query(HomeProgressDocument, () => HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] })),
    );
    renderScreen(<HomeRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your progress.');
    expect(await screen.findByRole('region', { name: 'Grade 3' })).toBeInTheDocument();
  });
});
