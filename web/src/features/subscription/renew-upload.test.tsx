import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RenewSubscriptionDocument, RenewSubscriptionScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import RenewSubscriptionScreen from './renew-subscription-screen';
import { viewerId } from '@/test/fixtures';

const info = {
  __typename: 'SubscriptionInfo' as const,
  id: 'subscription:ayesha',
  plan: 'MONTHLY' as const,
  status: 'EXPIRED' as const,
  expiresOn: '2027-05-21',
};

describe('RenewSubscriptionScreen upload', () => {
  it('shows the upload under way with a Cancel that stops it and keeps the plan and the receipt', async () => {
    let requests = 0;
    server.use(
      gqlApi.query(RenewSubscriptionScreenDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            viewer: {
              __typename: 'Viewer',
              id: viewerId('ayesha'),
              user: { __typename: 'User', id: 'ayesha', subscription: info },
            },
          },
        }),
      ),
      gqlApi.mutation(RenewSubscriptionDocument, async () => {
        requests += 1;
        // A receipt on a slow connection: the answer only comes after the child gave up.
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderScreen(<RenewSubscriptionScreen />);
    await screen.findByText('Monthly', { exact: false });
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    const receipt = new File([new Uint8Array(4096)], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/receipt/i), receipt);
    await user.click(screen.getByRole('button', { name: 'Submit renewal request' }));

    const bar = await screen.findByRole('progressbar', { name: 'Sending your files' });
    expect(bar).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel sending' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sending was cancelled. Everything you typed is still here',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect((screen.getByLabelText(/receipt/i) as HTMLInputElement).files?.[0]?.name).toBe('receipt.png');
    expect(screen.getByRole('button', { name: 'Submit renewal request' })).toBeEnabled();
    expect(requests).toBe(1);
  });
});
