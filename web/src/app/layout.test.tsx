import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShellDocument, RenewSubscriptionScreenDocument, SessionLogoutDocument } from '@/gql/graphql';
import { useRenewSubscriptionScreenQuery } from '@/gql/hooks';
import { gqlError, sessionUser, viewerId, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

/** A members-only stand-in screen: its query must not be refetched once the member has signed out. */
function MembersOnly() {
  const { data } = useRenewSubscriptionScreenQuery();
  return <h1>Members only {data?.viewer?.user?.subscription?.status}</h1>;
}

/** Stands in for a screen whose code chunk failed to load. */
function Broken(): never {
  throw new Error('chunk failed to load');
}

const screens: RouteObject[] = [
  { index: true, element: <h1>Home stand-in</h1> },
  { path: 'login', element: <h1>Login stand-in</h1> },
  { path: 'why-join', element: <h1>Why Join stand-in</h1> },
  { path: 'members', element: <MembersOnly /> },
  { path: 'broken', element: <Broken /> },
];

function viewerIs(me: ReturnType<typeof sessionUser> | null) {
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(me) } }),
    ),
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('AppLayout', () => {
  it('shows visitors the public navigation with Sign up and no account controls', async () => {
    viewerIs(null);
    renderApp(screens, '/why-join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Join stand-in' })).toBeInTheDocument();
    const nav = mainNav();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup'),
    );
    expect(within(nav).getByRole('link', { name: 'Why Join' })).toHaveAttribute('href', '/why-join');
    expect(within(nav).getByRole('link', { name: 'Assessment' })).toHaveAttribute(
      'href',
      '/assessment/public',
    );
    expect(within(nav).getByRole('link', { name: 'Learnify Heroes' })).toHaveAttribute(
      'href',
      '/honor-board',
    );
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
    expect(within(nav).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
    // The privacy page is one click away from every page, in the footer.
    const footer = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(nav).queryByRole('button', { name: 'Account Settings' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learnify home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('gives students the Assessment and Account Settings dropdowns, keyboard operable', async () => {
    viewerIs(sessionUser());
    const { user } = renderApp(screens, '/why-join');
    expect(await screen.findByText('Welcome, Ayesha Khan!')).toBeInTheDocument();
    const nav = mainNav();
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    const assessment = within(nav).getByRole('button', { name: 'Assessment' });
    expect(assessment).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Quiz History' })).not.toBeInTheDocument();
    await user.click(assessment);
    expect(assessment).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Subject-wise Performance' })).toHaveAttribute(
      'href',
      '/student/assessment',
    );
    expect(within(nav).getByRole('link', { name: 'Quiz History' })).toHaveAttribute(
      'href',
      '/student/quiz-history',
    );
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Subject-wise Performance' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(assessment).toHaveAttribute('aria-expanded', 'false');
    expect(assessment).toHaveFocus();

    const account = within(nav).getByRole('button', { name: 'Account Settings' });
    account.focus();
    await user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute(
      'href',
      '/account/renew-subscription',
    );
    expect(within(nav).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/account/edit-profile',
    );
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends teachers straight to their assessment page', async () => {
    viewerIs(sessionUser({ role: 'TEACHER', fullName: 'Sana Malik' }));
    renderApp(screens, '/why-join');
    expect(await screen.findByText('Welcome, Sana Malik!')).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Assessment' })).toHaveAttribute(
      'href',
      '/teacher/assessment',
    );
    expect(within(mainNav()).getByRole('button', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('folds the navigation behind a Menu button that closes after a link is followed', async () => {
    viewerIs(null);
    const { user } = renderApp(screens, '/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveAttribute('data-open', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveAttribute('data-open', 'true');
    await user.click(within(mainNav()).getByRole('link', { name: 'Why Join' }));
    expect(await screen.findByRole('heading', { name: 'Why Join stand-in' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: ends the session, forgets cached data without refetching members-only queries, and goes home', async () => {
    let signedIn = true;
    let subscriptionRequests = 0;
    let logouts = 0;
    server.use(
      gqlApi.query(AppShellDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', viewer: viewerOf(signedIn ? sessionUser() : null) },
        }),
      ),
      gqlApi.query(RenewSubscriptionScreenDocument, () => {
        subscriptionRequests += 1;
        if (!signedIn) return HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] });
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            viewer: {
              __typename: 'Viewer',
              id: viewerId('ayesha'),
              user: {
                __typename: 'User',
                id: 'ayesha',
                subscription: {
                  __typename: 'SubscriptionInfo',
                  id: 'subscription:ayesha',
                  plan: 'MONTHLY',
                  status: 'ACTIVE',
                  expiresOn: '2027-05-21',
                },
              },
            },
          },
        });
      }),
      gqlApi.mutation(SessionLogoutDocument, () => {
        logouts += 1;
        signedIn = false;
        return HttpResponse.json({
          data: { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: true } },
        });
      }),
    );
    const { user, router } = renderApp(screens, '/members');
    expect(await screen.findByRole('heading', { name: 'Members only ACTIVE' })).toBeInTheDocument();
    await user.click(await within(mainNav()).findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home stand-in' })).toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Ayesha Khan!')).not.toBeInTheDocument();
    expect(logouts).toBe(1);
    expect(subscriptionRequests).toBe(1);
    expect(router.pathname).toBe('/');
  });

  it('goes to /login when the gateway answers UNAUTHENTICATED', async () => {
    server.use(
      gqlApi.query(AppShellDocument, () => HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED')] })),
    );
    const { router } = renderApp(screens, '/why-join');
    expect(await screen.findByRole('heading', { name: 'Login stand-in' })).toBeInTheDocument();
    expect(router.pathname).toBe('/login');
    // Signed out: the header offers sign-up rather than account controls.
    expect(within(mainNav()).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows a friendly error screen inside the layout when a screen fails', async () => {
    viewerIs(null);
    const caught: unknown[] = [];
    const { router } = renderApp(screens, '/why-join', { onCaughtError: (error) => caught.push(error) });
    await screen.findByRole('heading', { name: 'Why Join stand-in' });
    await router.navigate('/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(mainNav()).toBeInTheDocument();
    expect(caught).toEqual([new Error('chunk failed to load')]);

    // Leaving the broken address shows the next screen again.
    await router.navigate('/why-join');
    expect(await screen.findByRole('heading', { name: 'Why Join stand-in' })).toBeInTheDocument();
  });
});
