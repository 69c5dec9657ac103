import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FlashNotice } from '@/app/shell/flash-notice';
import { RegisterAccountDocument, SignupScreenDocument, type RegisterAccountMutation } from '@/gql/graphql';
import { gqlError } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import { passwordPolicyFixture } from './password-policy.fixture';
import SignupScreen from './signup-screen';

const grades = [
  { __typename: 'GradeOption' as const, id: '1', label: 'Grade 1' },
  { __typename: 'GradeOption' as const, id: '3', label: 'Grade 3' },
];

function gradesAnswer() {
  server.use(
    gqlApi.query(SignupScreenDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', grades, passwordPolicy: passwordPolicyFixture } }),
    ),
  );
}

function registerAnswers(registerAccount: RegisterAccountMutation['registerAccount']) {
  let sent: Record<string, unknown> | undefined;
  server.use(
    gqlApi.mutation(RegisterAccountDocument, ({ variables }) => {
      sent = variables.input as Record<string, unknown>;
      return HttpResponse.json({ data: { __typename: 'Mutation', registerAccount } });
    }),
  );
  return () => sent;
}

function renderSignup() {
  return renderScreen(<SignupScreen />, {
    route: '/signup',
    path: '/signup',
    otherRoutes: { '/': <FlashNotice /> },
  });
}

function optionLabels(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('SignupScreen', () => {
  it('offers student choices from the spec and grades from the server', async () => {
    gradesAnswer();
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Learnify' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Grade 3' })).toBeInTheDocument();
    expect(optionLabels(screen.getByLabelText('Schooling status'))).toEqual([
      'Choose…',
      'Public school',
      'Private school',
      'Homeschool',
      'Madrassah',
    ]);
    expect(optionLabels(screen.getByLabelText('Gender'))).toEqual(['Choose…', 'Male', 'Female', 'Other']);
    expect(optionLabels(screen.getByLabelText('Province'))).toEqual([
      'Choose…',
      'Azad Kashmir',
      'Balochistan',
      'Federal Territory',
      'Gilgit-Baltistan',
      'Khyber-Pakhtunkhwa',
      'Punjab',
      'Sindh',
    ]);
    expect(optionLabels(screen.getByLabelText('Language spoken at home'))).toHaveLength(11);
    expect(optionLabels(screen.getByLabelText('Subscription plan'))).toEqual([
      'Choose…',
      'Monthly',
      'Yearly',
    ]);
    expect(screen.getByLabelText('Fee receipt')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/*');
  });

  it('gives teachers only "I am Teacher" and no grade', async () => {
    gradesAnswer();
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(optionLabels(screen.getByLabelText('Schooling status'))).toEqual(['I am Teacher']);
    expect(screen.queryByLabelText('Grade')).not.toBeInTheDocument();
  });

  it('shows the password on request', async () => {
    gradesAnswer();
    const { user } = renderSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('registers with the files and goes home with the verification message', async () => {
    gradesAnswer();
    const sent = registerAnswers({
      __typename: 'RegisterAccountPayload',
      created: true,
      message: 'ok',
      errors: [],
    });
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Username'), 'bilal');
    await user.type(screen.getByLabelText('Password'), 'Kite#Mango42');
    await user.type(screen.getByLabelText('Full name'), 'Bilal Ahmed');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.selectOptions(screen.getByLabelText('Schooling status'), 'Madrassah');
    await user.selectOptions(await screen.findByLabelText('Grade'), 'Grade 3');
    await user.selectOptions(screen.getByLabelText('Province'), 'Punjab');
    await user.selectOptions(screen.getByLabelText('Subscription plan'), 'Yearly');
    await user.upload(
      screen.getByLabelText('Fee receipt'),
      new File(['receipt'], 'receipt.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(/Your account has been created!/)).toHaveTextContent(
      'Our team will verify it within 10–15 minutes, and you will get an e-mail once it is approved.',
    );
    expect(sent()).toMatchObject({
      role: 'STUDENT',
      username: 'bilal',
      password: 'Kite#Mango42',
      fullName: 'Bilal Ahmed',
      gender: 'MALE',
      schoolingStatus: 'MADRASSAH',
      gradeId: '3',
      province: 'PUNJAB',
      plan: 'YEARLY',
      email: null,
      profilePicture: null,
      guardianConsent: true,
    });
    expect(sent()?.feeReceipt).toBeInstanceOf(File);
    expect((sent()?.feeReceipt as File).name).toBe('receipt.png');
  });

  it('keeps everything typed and shows server errors beside their fields', async () => {
    gradesAnswer();
    registerAnswers({
      __typename: 'RegisterAccountPayload',
      created: false,
      message: null,
      errors: [
        {
          __typename: 'UserError',
          code: 'INVALID_INPUT',
          field: 'username',
          message: 'A user with that username already exists.',
        },
        { __typename: 'UserError', code: 'INVALID_INPUT', field: null, message: 'Fee receipt is required.' },
      ],
    });
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Username'), 'ayesha');
    await user.type(screen.getByLabelText('City'), 'Lahore');
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please check your details and try again.');
    expect(alert).toHaveTextContent('Learnify did not accept this. Please check it and try again.');
    expect(alert).not.toHaveTextContent('Fee receipt is required.');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAccessibleDescription(
      'This username cannot be used. It may be taken already: please choose another.',
    );
    expect(screen.queryByText(/A user with that username/)).not.toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveValue('ayesha');
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
  });

  it('trusts the gateway for "not active": a top-level FORBIDDEN is a plain registration failure', async () => {
    gradesAnswer();
    server.use(
      gqlApi.mutation(RegisterAccountDocument, () => HttpResponse.json({ errors: [gqlError('FORBIDDEN')] })),
    );
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please check your details and try again.');
    expect(alert).not.toHaveTextContent('not active');
  });

  it('says the account is not active yet when the payload says so', async () => {
    gradesAnswer();
    registerAnswers({
      __typename: 'RegisterAccountPayload',
      created: false,
      message: null,
      errors: [{ __typename: 'UserError', code: 'ACCOUNT_NOT_ACTIVE', field: null, message: 'inactive' }],
    });
    const { user } = renderSignup();
    await user.click(screen.getByRole('checkbox', { name: /parent or guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is not active yet. Please wait for activation.',
    );
  });

  it('still lets people register when the grade list fails', async () => {
    server.use(
      gqlApi.query(SignupScreenDocument, () => HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] })),
    );
    renderSignup();
    expect(await screen.findByText('The grade list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeEnabled();
  });
});
