import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AppShellDocument,
  RenewSubscriptionDocument,
  RenewSubscriptionScreenDocument,
  SessionLogoutDocument,
  type RenewSubscriptionMutation,
} from '@/gql/graphql';
import { gqlError, sessionUser, viewerId, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import { renderApp } from '@/test/render-app';
import RenewSubscriptionScreen from './renew-subscription-screen';

const info = {
  __typename: 'SubscriptionInfo' as const,
  id: 'subscription:ayesha',
  plan: 'MONTHLY' as const,
  status: 'EXPIRED' as const,
  expiresOn: '2027-05-21',
};

/** The renewal screen's answer: her account's subscription, under her viewer. */
const subscriptionOf = (subscription: typeof info | (Omit<typeof info, 'status'> & { status: null })) => ({
  __typename: 'Query' as const,
  viewer: {
    __typename: 'Viewer' as const,
    id: viewerId('ayesha'),
    user: { __typename: 'User' as const, id: 'ayesha', subscription },
  },
});

function infoAnswer() {
  let requests = 0;
  server.use(
    gqlApi.query(RenewSubscriptionScreenDocument, () => {
      requests += 1;
      return HttpResponse.json({ data: subscriptionOf(info) });
    }),
  );
  return () => requests;
}

function renewAnswers(renewSubscription: RenewSubscriptionMutation['renewSubscription']) {
  let sent: Record<string, unknown> | undefined;
  server.use(
    gqlApi.mutation(RenewSubscriptionDocument, ({ variables }) => {
      sent = variables.input as Record<string, unknown>;
      return HttpResponse.json({ data: { __typename: 'Mutation', renewSubscription } });
    }),
  );
  return () => sent;
}

/** The whole app around the renewal screen, so the sign-out and the arrival home are real. */
function renderRenewalInApp() {
  let signedIn = true;
  server.use(
    gqlApi.query(AppShellDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(signedIn ? sessionUser() : null) } }),
    ),
  );
  const view = renderApp(
    [
      { index: true, element: <h1>Home stand-in</h1> },
      { path: 'account/renew-subscription', element: <RenewSubscriptionScreen /> },
    ],
    '/account/renew-subscription',
  );
  return { ...view, signOutUpstream: () => (signedIn = false) };
}

describe('RenewSubscriptionScreen', () => {
  it('shows plan, status and the expiry date day-month-year, with the current plan preselected', async () => {
    infoAnswer();
    renderScreen(<RenewSubscriptionScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your subscription…');
    expect(await screen.findByText('21-05-2027')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your subscription' });
    expect(within(summary).getByText('Monthly')).toBeInTheDocument();
    expect(within(summary).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Monthly — Rs. 300/ })).toBeChecked();
    expect(screen.getByLabelText('Fee receipt')).toHaveAttribute('accept', 'image/*,application/pdf');
  });

  it('names a status the gateway does not know in its own words, never the upstream’s', async () => {
    server.use(
      gqlApi.query(RenewSubscriptionScreenDocument, () =>
        HttpResponse.json({ data: subscriptionOf({ ...info, status: null }) }),
      ),
    );
    renderScreen(<RenewSubscriptionScreen />);
    const summary = await screen.findByRole('region', { name: 'Your subscription' });
    expect(await within(summary).findByText('Unknown')).toBeInTheDocument();
  });

  it('says "Failed to fetch subscription info." and still offers the form', async () => {
    server.use(
      gqlApi.query(RenewSubscriptionScreenDocument, () =>
        HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] }),
      ),
    );
    renderScreen(<RenewSubscriptionScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch subscription info.');
    expect(screen.getByRole('button', { name: 'Submit renewal request' })).toBeEnabled();
  });

  it('asks a visitor (a parent from the family page) to sign in, and offers no form', async () => {
    server.use(
      gqlApi.query(RenewSubscriptionScreenDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', viewer: null } }),
      ),
    );
    renderScreen(<RenewSubscriptionScreen />);
    expect(await screen.findByRole('link', { name: 'Sign in to renew' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByText(/renewed by the student, signed in, with a photo of the fee receipt/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit renewal request' })).not.toBeInTheDocument();
  });

  it('reports a refused request with the reason', async () => {
    infoAnswer();
    renewAnswers({
      __typename: 'RenewSubscriptionPayload',
      submitted: false,
      signedOut: false,
      message: null,
      errors: [
        {
          __typename: 'UserError',
          code: 'MISSING_FILE',
          field: 'feeReceipt',
          message: 'Fee receipt is required.',
        },
      ],
    });
    const { user } = renderScreen(<RenewSubscriptionScreen />);
    await screen.findByText('21-05-2027');
    await user.click(screen.getByRole('button', { name: 'Submit renewal request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit renewal request.');
    expect(alert).toHaveTextContent('Please attach the file.');
    expect(alert).not.toHaveTextContent('Fee receipt is required.');
  });

  it('says "Failed to submit renewal request." when the request fails', async () => {
    infoAnswer();
    server.use(gqlApi.mutation(RenewSubscriptionDocument, () => HttpResponse.error()));
    const { user } = renderScreen(<RenewSubscriptionScreen />);
    await user.click(screen.getByRole('button', { name: 'Submit renewal request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit renewal request.');
  });

  it('on success signs the user out, goes home and says so', async () => {
    const infoRequests = infoAnswer();
    const sent = renewAnswers({
      __typename: 'RenewSubscriptionPayload',
      submitted: true,
      signedOut: true,
      message: 'ok',
      errors: [],
    });
    const { user, router, signOutUpstream } = renderRenewalInApp();
    expect(await screen.findByText('Welcome, Ayesha Khan!')).toBeInTheDocument();
    await screen.findByText('21-05-2027');

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await user.upload(
      screen.getByLabelText('Fee receipt'),
      new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    signOutUpstream();
    await user.click(screen.getByRole('button', { name: 'Submit renewal request' }));

    expect(await screen.findByRole('heading', { name: 'Home stand-in' })).toBeInTheDocument();
    expect(screen.getByText('Renewal request submitted! You are now signed out.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Ayesha Khan!')).not.toBeInTheDocument();
    expect(router.pathname).toBe('/');
    expect(infoRequests()).toBe(1);
    expect(sent()?.plan).toBe('YEARLY');
    expect((sent()?.feeReceipt as File).name).toBe('receipt.pdf');
  });

  it('signs out explicitly when the gateway did not end the session', async () => {
    infoAnswer();
    renewAnswers({
      __typename: 'RenewSubscriptionPayload',
      submitted: true,
      signedOut: false,
      message: 'ok',
      errors: [],
    });
    let logouts = 0;
    const { user, signOutUpstream } = renderRenewalInApp();
    server.use(
      gqlApi.mutation(SessionLogoutDocument, () => {
        logouts += 1;
        signOutUpstream();
        return HttpResponse.json({
          data: { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: true } },
        });
      }),
    );
    await screen.findByText('21-05-2027');
    await user.click(screen.getByRole('button', { name: 'Submit renewal request' }));
    expect(await screen.findByText('Renewal request submitted! You are now signed out.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(logouts).toBe(1);
  });

  it('repeats the expired alert when the expired redirect lands here', async () => {
    infoAnswer();
    server.use(
      gqlApi.query(AppShellDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', viewer: viewerOf(sessionUser({ accountStatus: 'EXPIRED' })) },
        }),
      ),
    );
    renderApp([{ path: 'account/renew-subscription', element: <RenewSubscriptionScreen /> }], {
      pathname: '/account/renew-subscription',
      state: { flash: { key: 'common.session.expired', tone: 'error' } },
    });
    expect(await screen.findByText('Your subscription has expired. Please renew.')).toBeInTheDocument();
  });
});
