import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordDocument,
  EditProfileScreenDocument,
  UpdateProfileDocument,
  type EditProfileForm_UserFragment,
  type UpdateProfileMutation,
} from '@/gql/graphql';
import { gqlError, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import EditProfileScreen from './edit-profile-screen';
import { passwordPolicyFixture } from './password-policy.fixture';

const me: EditProfileForm_UserFragment & { __typename: 'User' } = {
  __typename: 'User',
  id: 'ayesha',
  username: 'ayesha',
  role: 'STUDENT',
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  schoolName: 'City School',
  city: 'Lahore',
  schoolingStatus: 'PRIVATE_SCHOOL',
  province: 'PUNJAB',
  grade: 'Grade 3',
  homeLanguage: 'URDU',
  profilePictureUrl: null,
};

const grades = [
  { __typename: 'GradeOption' as const, id: '3', label: 'Grade 3' },
  { __typename: 'GradeOption' as const, id: '4', label: 'Grade 4' },
];

function profileAnswer(user: typeof me | null = me) {
  server.use(
    gqlApi.query(EditProfileScreenDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', viewer: viewerOf(user), grades, passwordPolicy: passwordPolicyFixture },
      }),
    ),
  );
}

function updateAnswers(updateProfile: UpdateProfileMutation['updateProfile']) {
  let sent: unknown;
  server.use(
    gqlApi.mutation(UpdateProfileDocument, ({ variables }) => {
      sent = variables.input;
      return HttpResponse.json({ data: { __typename: 'Mutation', updateProfile } });
    }),
  );
  return () => sent;
}

async function openForm() {
  profileAnswer();
  const view = renderScreen(<EditProfileScreen />);
  expect(await screen.findByLabelText('Full name')).toHaveValue('Ayesha Khan');
  return view;
}

describe('EditProfileScreen', () => {
  it('prefills the form and keeps username, role and home language read-only', async () => {
    profileAnswer();
    renderScreen(<EditProfileScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveValue('ayesha');
    expect(screen.getByLabelText('Role')).toHaveValue('Student');
    expect(screen.getByLabelText('Language spoken at home')).toHaveValue('Urdu');
    expect(screen.getByLabelText('Language spoken at home')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Grade')).toHaveDisplayValue('Grade 3');
    expect(screen.getByLabelText('Province')).toHaveDisplayValue('Punjab');
    expect(screen.getByLabelText('Schooling status')).toHaveDisplayValue('Private school');
    expect(screen.getByRole('option', { name: 'I am Teacher' })).toBeInTheDocument();
  });

  it('asks visitors to sign in', async () => {
    profileAnswer(null);
    renderScreen(<EditProfileScreen />);
    expect(await screen.findByText('Please sign in to edit your profile.')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    server.use(
      gqlApi.query(EditProfileScreenDocument, () =>
        HttpResponse.json({ errors: [gqlError('UPSTREAM_ERROR')] }),
      ),
    );
    const { user } = renderScreen(<EditProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    profileAnswer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ayesha Khan');
  });

  it('sends only the changed fields and confirms', async () => {
    const sent = updateAnswers({
      __typename: 'UpdateProfilePayload',
      success: true,
      gradeChangesLeft: 1,
      errors: [],
      user: { ...me, city: 'Karachi', grade: 'Grade 4' },
    });
    const { user } = await openForm();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Karachi');
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const notice = await screen.findByText('Profile updated successfully.');
    expect(notice.parentElement).toHaveTextContent('You can change your grade 1 more time(s) this year.');
    expect(sent()).toEqual({ city: 'Karachi', gradeId: '4' });
  });

  it('does not call the server when nothing changed', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
  });

  it('reports a failed update with the server reason and field errors', async () => {
    updateAnswers({
      __typename: 'UpdateProfilePayload',
      success: false,
      gradeChangesLeft: 0,
      user: null,
      errors: [
        {
          __typename: 'UserError',
          code: 'GRADE_CHANGE_LIMIT',
          field: null,
          message: 'Grade can only be changed twice a year.',
        },
        {
          __typename: 'UserError',
          code: 'INVALID_INPUT',
          field: 'email',
          message: 'Enter a valid email address.',
        },
      ],
    });
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 4');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile.');
    expect(alert).toHaveTextContent(
      'The grade can be changed only twice a year, and it was changed twice already this year.',
    );
    expect(alert).not.toHaveTextContent('Grade can only be changed twice a year.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please check this e-mail address.');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('not-an-email');
  });

  it('says "Failed to update profile." when the request fails', async () => {
    server.use(
      gqlApi.mutation(UpdateProfileDocument, () =>
        HttpResponse.json({ errors: [gqlError('UPSTREAM_TIMEOUT')] }),
      ),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText('School name'), ' Gulberg');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
  });

  it('refuses mismatched new passwords without asking the server', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New passwords do not match');
  });

  it('changes the password and clears the fields', async () => {
    let sent: unknown;
    server.use(
      gqlApi.mutation(ChangePasswordDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            changePassword: { __typename: 'ChangePasswordPayload', success: true, errors: [] },
          },
        });
      }),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ oldPassword: 'old-pass', newPassword: 'new-pass' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('reports a failed password change with the reason', async () => {
    server.use(
      gqlApi.mutation(ChangePasswordDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            changePassword: {
              __typename: 'ChangePasswordPayload',
              success: false,
              errors: [
                {
                  __typename: 'UserError',
                  code: 'WRONG_PASSWORD',
                  field: 'oldPassword',
                  message: 'Old password is incorrect.',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to change password.');
    expect(alert).toHaveTextContent('Your current password is not right.');
    expect(alert).not.toHaveTextContent('Old password is incorrect.');
  });
});
