import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AppShellDocument,
  HomeScreenDocument,
  SessionLoginDocument,
  type SessionLoginMutation,
} from '@/gql/graphql';
import { gqlError, sessionUser, sessionViewer, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import HomeScreen from './home-screen';

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

/** The viewer comes from the app shell's query; the home's own operation is only the public catalogue. */
function homeData(me: ReturnType<typeof sessionUser> | null, grades = catalogue) {
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(me) } }),
    ),
    gqlApi.query(HomeScreenDocument, ({ query }) => {
      // Nothing private in the home's operation, so the gateway answers it from the public cache.
      expect(query).not.toMatch(/\bviewer\b|\bme\b|myProgress/);
      return HttpResponse.json({ data: { __typename: 'Query', catalogue: grades } });
    }),
  );
}

function loginAnswers(login: SessionLoginMutation['login']) {
  server.use(
    gqlApi.mutation(SessionLoginDocument, () =>
      HttpResponse.json({ data: { __typename: 'Mutation', login } }),
    ),
  );
}

const renewalRoute = { '/account/renew-subscription': <p>Renewal page</p> };

async function signIn(user: ReturnType<typeof renderScreen>['user'], remember = false) {
  await user.type(await screen.findByLabelText('Username'), 'ayesha');
  await user.type(screen.getByLabelText('Password'), 'secret');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('HomeScreen', () => {
  it('shows a loading state, then the catalogue grouped by grade, subject and chapter with numbered quiz links', async () => {
    homeData(null);
    renderScreen(<HomeScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading quizzes…');

    const grade = await screen.findByRole('region', { name: 'Grade 3' });
    expect(within(grade).getByRole('heading', { name: 'Maths' })).toBeInTheDocument();
    expect(within(grade).getByRole('heading', { name: 'Numbers' })).toBeInTheDocument();
    const links = within(grade).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['1. Counting Fun', '2. Numbers SCQ Drill']);
    expect(links[1]).toHaveAttribute('href', '/student/attempt-quiz/q2');
    expect(screen.getByRole('link', { name: 'Grade 3' })).toHaveAttribute('href', '#grade-grade-3');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Learnify!' })).toBeInTheDocument();
  });

  it('says so when there are no quizzes yet', async () => {
    homeData(null, []);
    renderScreen(<HomeScreen />);
    expect(
      await screen.findByText('No quizzes are available yet. Please come back soon!'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    server.use(
      gqlApi.query(AppShellDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', viewer: null } }),
      ),
      gqlApi.query(HomeScreenDocument, () => HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] })),
    );
    const { user } = renderScreen(<HomeScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the quizzes.');
    // Signing in does not depend on the catalogue.
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    homeData(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Grade 3' })).toBeInTheDocument();
  });

  it('shows "Login failed: " with the server detail', async () => {
    homeData(null);
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [
        {
          __typename: 'UserError',
          code: 'INVALID_CREDENTIALS',
          field: null,
          message: 'No active account found with the given credentials',
        },
      ],
      session: null,
    });
    const { user } = renderScreen(<HomeScreen />);
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Login failed: the username or password is not right (or the account is not active yet).',
    );
    expect(alert).not.toHaveTextContent('No active account');
  });

  it('shows "Login failed: Server error" when no answer came', async () => {
    homeData(null);
    server.use(gqlApi.mutation(SessionLoginDocument, () => HttpResponse.error()));
    const { user } = renderScreen(<HomeScreen />);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: Server error');
  });

  it('names a gateway refusal in its own words after "Login failed: "', async () => {
    homeData(null);
    server.use(
      gqlApi.mutation(SessionLoginDocument, () =>
        HttpResponse.json({ errors: [gqlError('UPSTREAM_TIMEOUT', 'upstream said: read ETIMEDOUT')] }),
      ),
    );
    const { user } = renderScreen(<HomeScreen />);
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Login failed: Learnify is taking too long to answer. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('ETIMEDOUT');
  });

  it('refuses admins and managers', async () => {
    homeData(null);
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [
        {
          __typename: 'UserError',
          code: 'ROLE_NOT_ALLOWED',
          field: null,
          message: 'Staff must use the backend',
        },
      ],
      session: null,
    });
    const { user } = renderScreen(<HomeScreen />);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Admins and Managers must login from the backend.',
    );
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('sends an expired member to renewal 500 ms after the alert when they sign in', async () => {
    homeData(null);
    const expired = sessionUser({ accountStatus: 'EXPIRED' });
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [],
      session: {
        __typename: 'Session',
        accountStatus: 'EXPIRED',
        role: 'STUDENT',
        user: expired,
        viewer: sessionViewer(expired),
      },
    });
    const { user } = renderScreen(<HomeScreen />, { path: '/', otherRoutes: renewalRoute });
    await signIn(user);
    expect(await screen.findByText('Your subscription has expired. Please renew.')).toBeInTheDocument();
    expect(screen.queryByText('Renewal page')).not.toBeInTheDocument();
    expect(await screen.findByText('Renewal page')).toBeInTheDocument();
  });

  it('sends an expired teacher to renewal when home opens', async () => {
    homeData(sessionUser({ role: 'TEACHER', accountStatus: 'EXPIRED' }));
    const started = Date.now();
    renderScreen(<HomeScreen />, { path: '/', otherRoutes: renewalRoute });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your subscription has expired. Please renew.',
    );
    expect(await screen.findByText('Renewal page')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('leaves active members on home', async () => {
    homeData(sessionUser({ role: 'TEACHER' }));
    renderScreen(<HomeScreen />, { path: '/', otherRoutes: renewalRoute });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => expect(screen.queryByText('Renewal page')).not.toBeInTheDocument());
    expect(screen.queryByText('Your subscription has expired. Please renew.')).not.toBeInTheDocument();
  });

  it('shows a student the plain catalogue when no progress parts are wired in', async () => {
    homeData(sessionUser());
    renderScreen(<HomeScreen />);
    const grade = await screen.findByRole('region', { name: 'Grade 3' });
    expect(within(grade).getByRole('link', { name: '1. Counting Fun' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
