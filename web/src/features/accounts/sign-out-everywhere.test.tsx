// "Sign out of every device" on the account page: asked once in the page, then logout(everywhere) and home with
// the result; refused for now, she stays signed in and is told why.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignOutEverywhereDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import { SignOutEverywhere } from './sign-out-everywhere';

function renderSection() {
  return renderScreen(<SignOutEverywhere />, {
    route: '/account/edit-profile',
    otherRoutes: { '/': <p>Home page</p> },
  });
}

describe('sign out of every device', () => {
  it('asks first, sends logout for every device once, then goes home', async () => {
    const sent: unknown[] = [];
    server.use(
      gqlApi.mutation(SignOutEverywhereDocument, ({ query }) => {
        sent.push(query);
        return HttpResponse.json({
          data: { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', success: true } },
        });
      }),
    );
    const { user } = renderSection();
    const region = screen.getByRole('region', { name: 'Sign out of every device' });
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    // The question takes the focus; nothing is sent until she says yes.
    expect(screen.getByText('Sign out on every device, this one too?').closest('p')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    expect(region).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(String(sent[0])).toMatch(/logout\(input: \{everywhere: true\}\)/);
  });

  it('stays signed in and says how long to wait when refused for now', async () => {
    server.use(
      gqlApi.mutation(SignOutEverywhereDocument, () =>
        HttpResponse.json(
          {
            errors: [
              { message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } },
            ],
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Sign out of every device' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 2 minutes and try again.');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });
});
