// Sign-up and password change for children: a parent's or guardian's agreement before a child's account
// is sent, and the gateway's password rules shown as the child types.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  EditProfileScreenDocument,
  RegisterAccountDocument,
  SignupScreenDocument,
  type EditProfileForm_UserFragment,
  type RegisterAccountMutation,
} from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import EditProfileScreen from './edit-profile-screen';
import { passwordPolicyFixture } from './password-policy.fixture';
import SignupScreen from './signup-screen';
import { viewerOf } from '@/test/fixtures';

const hamza: EditProfileForm_UserFragment & { __typename: 'User' } = {
  __typename: 'User',
  id: 'hamza',
  username: 'hamza',
  role: 'STUDENT',
  fullName: 'Hamza Ali',
  email: null,
  schoolName: null,
  city: null,
  schoolingStatus: null,
  province: null,
  grade: 'Grade 5',
  homeLanguage: null,
  profilePictureUrl: null,
};

function signupAnswers(registerAccount: RegisterAccountMutation['registerAccount']) {
  let calls = 0;
  server.use(
    gqlApi.query(SignupScreenDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', grades: [], passwordPolicy: passwordPolicyFixture } }),
    ),
    gqlApi.mutation(RegisterAccountDocument, () => {
      calls++;
      return HttpResponse.json({ data: { __typename: 'Mutation', registerAccount } });
    }),
  );
  return () => calls;
}

/** Each rule's text and whether it is shown as met. */
function rules(): Array<[string, boolean]> {
  const list = screen.getByText('Your password needs:').parentElement!;
  return within(list)
    .getAllByRole('listitem')
    .map((li) => [
      li.textContent!.trim().replace(/\s*\((done|not yet)\)$/, ''),
      li.textContent!.endsWith('(done)'),
    ]);
}

describe('guardian consent at sign-up', () => {
  it("a student's sign-up is not sent without the parent's or guardian's agreement", async () => {
    const calls = signupAnswers({
      __typename: 'RegisterAccountPayload',
      created: true,
      message: 'ok',
      errors: [],
    });
    const { user } = renderScreen(<SignupScreen />);
    await user.type(screen.getByLabelText('Username'), 'sana');
    await user.type(screen.getByLabelText('Password'), 'Kite#Mango42');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const checkbox = screen.getByRole('checkbox', { name: /parent or guardian/ });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A parent or guardian must agree before a child’s account can be created.',
    );
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(calls()).toBe(0);
    expect(screen.getByRole('link', { name: 'Read the privacy page' })).toHaveAttribute('href', '/privacy');

    await user.click(checkbox);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await expect.poll(calls).toBe(1);
  });

  it('a teacher signs up without it, and still gets the link to the privacy page', async () => {
    const calls = signupAnswers({
      __typename: 'RegisterAccountPayload',
      created: true,
      message: 'ok',
      errors: [],
    });
    const { user } = renderScreen(<SignupScreen />);
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(screen.queryByRole('checkbox', { name: /parent or guardian/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy page' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await expect.poll(calls).toBe(1);
  });
});

describe('password rules as the child types', () => {
  it('refuses hamza123456 for hamza, password1 and 7 characters; a good one meets every rule', async () => {
    signupAnswers({ __typename: 'RegisterAccountPayload', created: true, message: 'ok', errors: [] });
    const { user } = renderScreen(<SignupScreen />);
    await user.type(screen.getByLabelText('Username'), 'hamza');
    const password = screen.getByLabelText('Password');
    await screen.findByText('Your password needs:');
    expect(rules()).toEqual([
      ['at least 8 characters', false],
      ['not your username inside it', true],
      ['not a common password that is easy to guess', false],
    ]);

    await user.type(password, 'hamza123456');
    expect(rules().map(([, met]) => met)).toEqual([true, false, true]);

    await user.clear(password);
    await user.type(password, 'PassWord1');
    expect(rules().map(([, met]) => met)).toEqual([true, true, false]);

    await user.clear(password);
    await user.type(password, 'kite#42');
    expect(rules().map(([, met]) => met)).toEqual([false, true, true]);

    await user.clear(password);
    await user.type(password, 'Kite#Mango42');
    expect(rules().map(([, met]) => met)).toEqual([true, true, true]);
  });

  it("shows the gateway's refusal beside the password, in the reader's words", async () => {
    signupAnswers({
      __typename: 'RegisterAccountPayload',
      created: false,
      message: null,
      errors: [
        {
          __typename: 'UserError',
          code: 'PASSWORD_CONTAINS_USERNAME',
          field: 'password',
          message: 'server wording',
        },
      ],
    });
    const { user } = renderScreen(<SignupScreen />);
    await user.type(screen.getByLabelText('Username'), 'hamza');
    await user.type(screen.getByLabelText('Password'), 'hamza123456');
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await expect
      .poll(() => screen.getByLabelText('Password'))
      .toHaveAccessibleDescription('The password must not contain the username.');
  });

  it('are shown under the new password when changing it', async () => {
    server.use(
      gqlApi.query(EditProfileScreenDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            viewer: viewerOf(hamza),
            grades: [],
            passwordPolicy: passwordPolicyFixture,
          },
        }),
      ),
    );
    const { user } = renderScreen(<EditProfileScreen />);
    await user.type(await screen.findByLabelText('New password'), 'Hamza2026!');
    expect(rules().map(([, met]) => met)).toEqual([true, false, true]);
  });
});
