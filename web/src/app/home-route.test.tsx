import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AppShellDocument,
  HomeProgressDocument,
  HomeScreenDocument,
  SessionLoginDocument,
  SetMyGradeDocument,
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
const mark = (
  quizId: string,
  attempted: boolean,
  bestPercentage: number | null,
  countedSince: string | null = null,
) => ({
  __typename: 'QuizProgress' as const,
  id: `owner-a/${quizId}`,
  attempted,
  bestPercentage,
  countedSince,
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
          countedSince: null,
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
        { ...mark('q1', true, 85.71), quiz: { __typename: 'QuizSummary', id: 'q1' } },
        { ...mark('g1', true, 60), quiz: { __typename: 'QuizSummary', id: 'g1' } },
      ],
      // Her own grade's quizzes in catalogue order, each with her mark (her grade is drawn from these).
      gradeQuizzes: [
        { ...mark('q1', true, 85.71), quiz: { ...quizRef('q1', '1. Counting Fun'), number: 1 } },
        { ...mark('q2', false, null), quiz: { ...quizRef('q2', '2. Numbers SCQ Drill'), number: 2 } },
      ].map(({ quiz: { grade: _grade, ...quiz }, ...entry }) => ({ ...entry, quiz })),
    },
  },
  grades: [1, 3, 5].map((n) => ({ __typename: 'GradeOption' as const, id: String(n), label: `Grade ${n}` })),
};

function homeData(
  me: ReturnType<typeof sessionUser> | null,
  grades = catalogue,
  progress: HomeProgressQuery = progressData,
) {
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(me) } }),
    ),
    gqlApi.query(HomeScreenDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', catalogue: grades } }),
    ),
    gqlApi.query(HomeProgressDocument, () => HttpResponse.json({ data: progress })),
  );
}

/** Her progress with her mark on q1 counted since a day, and her grade as given. */
function progressWith(grade: string | null, countedSince: string | null): HomeProgressQuery {
  const progress = progressData.viewer!.progress!;
  return {
    ...progressData,
    viewer: {
      ...progressData.viewer!,
      progress: {
        ...progress,
        grade,
        nextUp: grade ? progress.nextUp : [],
        attemptedQuizzes: [
          { ...mark('q1', true, 85.71, countedSince), quiz: { __typename: 'QuizSummary', id: 'q1' } },
        ],
        gradeQuizzes: grade
          ? progress.gradeQuizzes.map((entry) =>
              entry.quiz.id === 'q1' ? { ...entry, countedSince } : entry,
            )
          : [],
      },
    },
  };
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

  it('says since when her best counts, where the gateway may not have seen every attempt', async () => {
    homeData(sessionUser(), catalogue, progressWith('Grade 3', '2026-11-12'));
    renderScreen(<HomeRoute />);
    await screen.findByRole('region', { name: 'Next up' }); // her progress has arrived
    const mine = screen.getByRole('region', { name: 'Grade 3' });
    const done = within(mine).getByRole('link', { name: '1. Counting Fun' });
    expect(done).toHaveAccessibleDescription('Done · best since 12-11-2026: 85.71%');
  });

  it('asks her class when her grade is unknown; her answer brings her class and Next up at once', async () => {
    let answered: unknown;
    let reads = 0;
    homeData(sessionUser(), catalogue);
    server.use(
      gqlApi.query(HomeProgressDocument, () => {
        reads += 1;
        return HttpResponse.json({ data: progressWith(answered ? 'Grade 3' : null, null) });
      }),
      gqlApi.mutation(SetMyGradeDocument, ({ variables }) => {
        answered = variables.input;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            setMyGrade: {
              __typename: 'SetMyGradePayload',
              errors: [],
              user: { __typename: 'User', id: 'ayesha', grade: 'Grade 3', gradeSource: 'HER_ANSWER' },
              viewer: {
                __typename: 'Viewer',
                id: viewerId('ayesha'),
                progress: {
                  __typename: 'StudentProgress',
                  id: 'owner-a',
                  grade: 'Grade 3',
                  nextUp: progressData.viewer!.progress!.nextUp,
                },
              },
            },
          },
        });
      }),
    );
    const { user } = renderScreen(<HomeRoute />);
    const question = await screen.findByRole('group', { name: 'Which class are you in?' });
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'This is my class' });
    expect(submit).toBeDisabled();
    await user.click(within(question).getByRole('radio', { name: 'Grade 3' }));
    await user.click(submit);
    expect(await screen.findByRole('region', { name: 'Next up' })).toBeInTheDocument();
    expect(answered).toEqual({ gradeId: '3' });
    // The answer carried her viewer's progress: no second reading of her home was needed (nor possible while hydrating).
    expect(reads).toBe(1);
    expect(screen.queryByRole('group', { name: 'Which class are you in?' })).not.toBeInTheDocument();
  });
});
