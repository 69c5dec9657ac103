import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SessionLoginDocument, type SessionLoginMutation } from '@/gql/graphql';
import { sessionUser, sessionViewer } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import LoginScreen from './login-screen';

const otherRoutes = { '/': <p>Home page</p>, '/account/renew-subscription': <p>Renewal page</p> };

function loginAnswers(login: SessionLoginMutation['login']) {
  server.use(
    gqlApi.mutation(SessionLoginDocument, () =>
      HttpResponse.json({ data: { __typename: 'Mutation', login } }),
    ),
  );
}

async function logIn() {
  const view = renderScreen(<LoginScreen />, { route: '/login', path: '/login', otherRoutes });
  await view.user.type(screen.getByLabelText('Username'), 'ayesha');
  await view.user.type(screen.getByLabelText('Password'), 'secret');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

describe('LoginScreen', () => {
  it('has one heading and a username/password form', () => {
    renderScreen(<LoginScreen />, { route: '/login', path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Learnify' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/signup');
  });

  it('goes home after a successful login and puts the user in the cache', async () => {
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [],
      session: {
        __typename: 'Session',
        accountStatus: 'ACTIVE',
        role: 'STUDENT',
        user: sessionUser(),
        viewer: sessionViewer(sessionUser()),
      },
    });
    const { client } = await logIn();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect((client.cache.extract() as Record<string, unknown>)['User:ayesha']).toMatchObject({
      fullName: 'Ayesha Khan',
    });
  });

  it('shows "Login failed: " with the server detail', async () => {
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
    await logIn();
    const alert = await screen.findByRole('alert');
    // Spec §8's "Login failed: {detail}", the detail in our words for the code, never the server's English.
    expect(alert).toHaveTextContent(
      'Login failed: the username or password is not right (or the account is not active yet).',
    );
    expect(alert).not.toHaveTextContent('No active account');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('shows the generic failure text without a detail', async () => {
    server.use(gqlApi.mutation(SessionLoginDocument, () => HttpResponse.error()));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check username/password.',
    );
  });

  it('refuses admins and managers with the form text', async () => {
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [
        { __typename: 'UserError', code: 'ROLE_NOT_ALLOWED', field: null, message: 'Admins use the backend' },
      ],
      session: null,
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Admins and Managers must log in from backend.',
    );
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('alerts an expired member and opens renewal 500 ms later', async () => {
    loginAnswers({
      __typename: 'LoginPayload',
      errors: [],
      session: {
        __typename: 'Session',
        accountStatus: 'EXPIRED',
        role: 'TEACHER',
        user: sessionUser({ role: 'TEACHER', accountStatus: 'EXPIRED' }),
        viewer: sessionViewer(sessionUser()),
      },
    });
    // Measured from before the click, so a slow test machine can only lengthen it, never shorten it.
    const clickedAt = Date.now();
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscription has expired. Please renew.');
    expect(screen.queryByText('Renewal page')).not.toBeInTheDocument();
    expect(await screen.findByText('Renewal page')).toBeInTheDocument();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });
});
