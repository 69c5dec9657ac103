import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  AppShellDocument,
  HomeProgressDocument,
  HomeScreenDocument,
  QuizHistoryScreenDocument,
  QuizResultScreenDocument,
  RenewSubscriptionScreenDocument,
  SessionLoginDocument,
  SessionLogoutDocument,
  SubjectPerformanceScreenDocument,
} from '@/gql/graphql';
import { gqlError, sessionUser, viewerData, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { routes } from './routes';

/**
 * Two children on one phone: Ayesha signs in, opens her screens and signs out; Bilal signs in on the same page and
 * opens the same screens. With the store reset switched off, he must still never see anything of hers: her data is
 * cached under her viewer's id, and the viewer the cache reads from is his from his sign-in on.
 */

type Who = 'ayesha' | 'bilal';

const users = {
  ayesha: sessionUser({ id: 'ayesha', username: 'ayesha', fullName: 'Ayesha Khan' }),
  bilal: sessionUser({ id: 'bilal', username: 'bilal', fullName: 'Bilal Ahmed' }),
};

/** What only Ayesha's data shows: her name, her quiz, her subject, her expiry date, her mark. */
const AYESHAS = ['Ayesha', 'Fractions Fun', 'Islamiat', '21-05-2027', 'Done'];

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
              { __typename: 'QuizSummary' as const, id: 'q2', number: 2, title: '2. Numbers Drill' },
            ],
          },
        ],
      },
    ],
  },
];

const quiz = (id: string, title: string) => ({
  __typename: 'QuizSummary' as const,
  id,
  title,
  subject: 'Maths',
  chapter: 'Numbers',
});

function progressOf(who: Who) {
  const owner = `progress-${who}`;
  return {
    __typename: 'StudentProgress' as const,
    id: owner,
    grade: 'Grade 3',
    nextUp: [
      {
        __typename: 'NextUpQuiz' as const,
        id: `${owner}/q2`,
        reason: 'NOT_ATTEMPTED' as const,
        bestPercentage: null,
        countedSince: null,
        quiz: quiz('q2', '2. Numbers Drill'),
      },
    ],
    streak: {
      __typename: 'LearningStreak' as const,
      id: owner,
      currentDays: who === 'ayesha' ? 3 : 0,
      activeToday: false,
      thisWeekCount: who === 'ayesha' ? 4 : 0,
      lastActiveOn: who === 'ayesha' ? '2026-11-24' : null,
    },
    attemptedQuizzes:
      who === 'ayesha'
        ? [
            {
              __typename: 'QuizProgress' as const,
              id: `${owner}/q1`,
              attempted: true,
              bestPercentage: 85.71,
              countedSince: null,
              quiz: { __typename: 'QuizSummary' as const, id: 'q1' },
            },
          ]
        : [],
    // Her grade's quizzes in catalogue order, each with her mark (home draws her grade from these).
    gradeQuizzes: [
      { id: 'q1', title: '1. Counting Fun', number: 1, done: who === 'ayesha' },
      { id: 'q2', title: '2. Numbers Drill', number: 2, done: false },
    ].map((q) => ({
      __typename: 'QuizProgress' as const,
      id: `${owner}/${q.id}`,
      attempted: q.done,
      countedSince: null,
      bestPercentage: q.done ? 85.71 : null,
      quiz: { ...quiz(q.id, q.title), number: q.number },
    })),
  };
}

const historyEntry = (who: Who) => ({
  __typename: 'QuizHistoryEntry' as const,
  id: who === 'ayesha' ? '101' : '202',
  quizTitle: who === 'ayesha' ? '3. Fractions Fun' : '4. Shapes Around Us',
  subject: who === 'ayesha' ? 'Islamiat' : 'Science',
  chapter: 'Chapter 1',
  grade: 'Grade 3',
  marksObtained: 4,
  marksPerQuestion: 1,
  totalQuestions: 5,
  percentage: 80,
  gradeLetter: 'A',
  attemptedAt: '2026-11-20T09:30:00+05:00',
});

const performanceRow = (who: Who, subject: string, isOverall = false) => ({
  __typename: 'SubjectPerformanceRow' as const,
  id: `performance-${who}/${subject}`,
  subject,
  studentAverage: 80,
  classComparison: {
    __typename: 'ClassComparison' as const,
    classAverage: 60,
    ratio: 133.33,
    unavailableReason: null,
  },
  isOverall,
});

const historyData = (who: Who) =>
  viewerData(
    { quizHistory: { __typename: 'QuizHistory' as const, id: who, entries: [historyEntry(who)] } },
    who,
  );

function performanceData(who: Who) {
  const subject = who === 'ayesha' ? 'Islamiat' : 'Science';
  const subjectPerformance = {
    __typename: 'SubjectPerformance' as const,
    id: `performance-${who}`,
    subjects: [performanceRow(who, subject)],
    overall: performanceRow(who, 'Overall Performance', true),
  };
  return viewerData({ subjectPerformance }, who);
}

const subscriptionData = (who: Who) =>
  viewerData(
    {
      user: {
        __typename: 'User' as const,
        id: who,
        subscription: {
          __typename: 'SubscriptionInfo' as const,
          id: `subscription:${who}`,
          plan: 'YEARLY' as const,
          status: 'ACTIVE' as const,
          expiresOn: who === 'ayesha' ? '2027-05-21' : '2027-01-09',
        },
      },
    },
    who,
  );

/** Ayesha's attempt 101: hers to see, and nobody else's (the gateway answers NOT_FOUND to anyone else). */
const ayeshasResult = {
  __typename: 'QuizResult' as const,
  id: '101',
  quizTitle: '3. Fractions Fun',
  totalQuestions: 1,
  correctAnswers: 1,
  incorrectAnswers: 0,
  marksObtained: 1,
  percentage: 100,
  gradeLetter: 'A+',
  questions: [
    {
      __typename: 'ResultQuestion' as const,
      id: '101:1',
      position: 1,
      text: 'Ayesha’s question: what is half of 4?',
      studentAnswer: '2',
      correctAnswer: '2',
      isCorrect: true,
    },
  ],
};

/** The gateway as msw: every answer is the signed-in child's, like the real one's. */
function gateway() {
  let current: Who | null = null;
  const control = {
    /** Another tab signed in: the shared cookie is now this child's. */
    signedInElsewhere: (who: Who) => {
      current = who;
    },
  };
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(current ? users[current] : null) } }),
    ),
    gqlApi.query(HomeScreenDocument, () => HttpResponse.json({ data: { __typename: 'Query', catalogue } })),
    gqlApi.query(HomeProgressDocument, () =>
      current
        ? HttpResponse.json({
            data: { ...viewerData({ progress: progressOf(current) }, current), grades: [] },
          })
        : HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] }),
    ),
    gqlApi.query(QuizHistoryScreenDocument, () =>
      current
        ? HttpResponse.json({ data: historyData(current) })
        : HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] }),
    ),
    gqlApi.query(SubjectPerformanceScreenDocument, () =>
      current
        ? HttpResponse.json({ data: performanceData(current) })
        : HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] }),
    ),
    gqlApi.query(QuizResultScreenDocument, ({ variables }) =>
      current === 'ayesha' && variables.attemptId === '101'
        ? HttpResponse.json({ data: viewerData({ quizResult: ayeshasResult }, 'ayesha') })
        : HttpResponse.json({ errors: [gqlError('NOT_FOUND')] }),
    ),
    gqlApi.query(RenewSubscriptionScreenDocument, () =>
      current
        ? HttpResponse.json({ data: subscriptionData(current) })
        : HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] }),
    ),
    gqlApi.mutation(SessionLoginDocument, ({ variables }) => {
      current = variables.input.username as Who;
      const user = users[current];
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
              user,
              viewer: { __typename: 'Viewer', id: viewerOf(user)!.id },
            },
          },
        },
      });
    }),
    gqlApi.mutation(SessionLogoutDocument, () => {
      current = null;
      return HttpResponse.json({
        data: { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: true } },
      });
    }),
  );
  return control;
}

/** Every text the page showed from now on, one entry per change of the DOM. */
function watchTexts() {
  const seen: string[] = [document.body.textContent ?? ''];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return seen;
    },
  };
}

describe('one phone, two children, no store reset', () => {
  // Two sign-ins and a dozen screens: generous room on a busy machine.
  it('never shows the second child anything of the first', { timeout: 30_000 }, async () => {
    gateway();
    const { user, client, router } = renderApp(routes, '/');
    const resetStore = vi.spyOn(client, 'resetStore').mockResolvedValue(null);
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    const open = async (menu: string, link: string) => {
      await user.click(within(nav()).getByRole('button', { name: menu }));
      await user.click(within(nav()).getByRole('link', { name: link }));
    };

    /** Signs in with home's form, as a child on the shared phone would. */
    async function signIn(who: Who) {
      await user.type(await screen.findByLabelText('Username'), who);
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByText(`Welcome, ${users[who].fullName}!`);
    }
    /** Opens each of her screens from the navigation and waits for what it shows her. */
    async function visit(who: Who) {
      const grade = await screen.findByRole('region', { name: 'Grade 3' });
      await within(await screen.findByRole('region', { name: 'Next up' })).findByRole('link', {
        name: /Numbers Drill/,
      });
      expect(within(grade).queryByText(/Done/)).toEqual(who === 'ayesha' ? expect.anything() : null);
      await open('Assessment', 'Quiz History');
      await screen.findAllByText(who === 'ayesha' ? '3. Fractions Fun' : '4. Shapes Around Us');
      await open('Assessment', 'Subject-wise Performance');
      await screen.findAllByText(who === 'ayesha' ? 'Islamiat' : 'Science');
      await open('Account Settings', 'Renew Subscription');
      await screen.findByText(who === 'ayesha' ? '21-05-2027' : '09-01-2027');
      await user.click(screen.getByRole('link', { name: 'Learnify home' }));
    }

    await signIn('ayesha');
    await visit('ayesha');
    await open('Assessment', 'Quiz History');
    await user.click((await screen.findAllByRole('link', { name: /Fractions Fun/ }))[0]!);
    await screen.findByText('Ayesha’s question: what is half of 4?');
    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
    await within(nav()).findByRole('link', { name: 'Sign up' });
    await waitFor(() => expect(resetStore).toHaveBeenCalled());

    const texts = watchTexts();
    await signIn('bilal');
    await visit('bilal');
    // Her result's address, still in the phone's history: his viewer has no such result, and the gateway says so.
    await act(async () => router.navigate('/student/quiz-result/101'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load result.');
    const seen = texts.stop();
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toContain('Bilal');
    expect(AYESHAS.filter((mark) => seen.some((text) => text.includes(mark)))).toEqual([]);
  });

  it(
    'follows a sign-in made in another tab: the page asks again who is signed in before showing anyone',
    {
      timeout: 30_000,
    },
    async () => {
      const control = gateway();
      const { user } = renderApp(routes, '/');
      const nav = () => screen.getByRole('navigation', { name: 'Main' });
      await user.type(await screen.findByLabelText('Username'), 'ayesha');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByText('Welcome, Ayesha Khan!');
      await user.click(within(nav()).getByRole('button', { name: 'Assessment' }));
      await user.click(within(nav()).getByRole('link', { name: 'Quiz History' }));
      await screen.findAllByText('3. Fractions Fun');

      control.signedInElsewhere('bilal');
      const otherTab = new BroadcastChannel('learnify-session');
      otherTab.postMessage({ from: 'another tab' });
      otherTab.close();
      await screen.findByText('Welcome, Bilal Ahmed!');
      await screen.findAllByText('4. Shapes Around Us');
      expect(screen.queryByText(/Fractions Fun/)).toBeNull();

      const texts = watchTexts();
      await user.click(within(nav()).getByRole('button', { name: 'Assessment' }));
      await user.click(within(nav()).getByRole('link', { name: 'Subject-wise Performance' }));
      await screen.findAllByText('Science');
      await user.click(screen.getByRole('link', { name: 'Learnify home' }));
      await within(await screen.findByRole('region', { name: 'Next up' })).findByRole('link', {
        name: /Drill/,
      });
      const seen = texts.stop();
      expect(AYESHAS.filter((mark) => seen.some((text) => text.includes(mark)))).toEqual([]);
    },
  );
});
