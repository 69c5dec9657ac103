import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterAccountDocument, SignupScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import SignupScreen from './signup-screen';
import { passwordPolicyFixture } from './password-policy.fixture';

const grades = [{ __typename: 'GradeOption' as const, id: '3', label: 'Grade 3' }];

describe('SignupScreen upload', () => {
  it('can cancel a slow registration upload without losing anything typed or chosen, then send again', async () => {
    let calls = 0;
    server.use(
      gqlApi.query(SignupScreenDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', grades, passwordPolicy: passwordPolicyFixture } }),
      ),
      gqlApi.mutation(RegisterAccountDocument, async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            registerAccount: {
              __typename: 'RegisterAccountPayload',
              created: true,
              message: null,
              errors: [],
            },
          },
        });
      }),
    );
    const { user } = renderScreen(<SignupScreen />, {
      route: '/signup',
      path: '/signup',
      otherRoutes: { '/': <p>Home</p> },
    });
    await user.type(screen.getByLabelText('Username'), 'sana');
    await user.type(screen.getByLabelText('Full name'), 'Sana Tariq');
    await user.type(screen.getByLabelText('City'), 'Multan');
    await user.upload(
      screen.getByLabelText(/Fee receipt/),
      new File(['receipt'], 'receipt.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await screen.findByRole('progressbar', { name: 'Sending your files' });
    await user.click(screen.getByRole('button', { name: 'Cancel sending' }));
    expect(
      await screen.findByText(/Sending was cancelled\. Everything you typed is still here/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sana');
    expect(screen.getByLabelText('Full name')).toHaveValue('Sana Tariq');
    expect(screen.getByLabelText('City')).toHaveValue('Multan');
    expect((screen.getByLabelText(/Fee receipt/) as HTMLInputElement).files?.[0]?.name).toBe('receipt.jpg');
    expect(screen.getByRole('checkbox', { name: /parent or guardian/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
