import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignupScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import SignupScreen from './signup-screen';
import { passwordPolicyFixture } from './password-policy.fixture';

describe('SignupScreen grade list', () => {
  it('offers to load the grades again when they failed, keeping what was typed', async () => {
    let calls = 0;
    const grades = [{ __typename: 'GradeOption' as const, id: '3', label: 'Grade 3' }];
    server.use(
      gqlApi.query(SignupScreenDocument, () =>
        ++calls === 1
          ? HttpResponse.json({
              data: null,
              errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_ERROR' } }],
            })
          : HttpResponse.json({
              data: { __typename: 'Query', grades, passwordPolicy: passwordPolicyFixture },
            }),
      ),
    );
    const { user } = renderScreen(<SignupScreen />, { route: '/signup', path: '/signup' });
    await user.type(screen.getByLabelText('Username'), 'sana');
    const retry = await screen.findByRole('button', { name: 'Load the grades again' });
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveAccessibleDescription(
      'The grade list could not be loaded.',
    );
    await user.click(retry);
    const grade = screen.getByRole('combobox', { name: 'Grade' });
    expect(await within(grade).findByRole('option', { name: 'Grade 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load the grades again' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sana');
    expect(calls).toBe(2);
  });
});
