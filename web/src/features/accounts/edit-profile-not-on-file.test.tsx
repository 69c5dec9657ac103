import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  EditProfileScreenDocument,
  UpdateProfileDocument,
  type EditProfileForm_UserFragment,
} from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import EditProfileScreen from './edit-profile-screen';
import { passwordPolicyFixture } from './password-policy.fixture';
import { viewerOf } from '@/test/fixtures';

// What the real API's `user/me/` gives: no school, city or grade.
const me: EditProfileForm_UserFragment & { __typename: 'User' } = {
  __typename: 'User',
  id: 'ayesha',
  username: 'ayesha',
  role: 'STUDENT',
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  schoolName: null,
  city: null,
  schoolingStatus: 'PRIVATE_SCHOOL',
  province: 'PUNJAB',
  grade: null,
  homeLanguage: 'URDU',
  profilePictureUrl: null,
};
const grades = [{ __typename: 'GradeOption' as const, id: '3', label: 'Grade 3' }];
const HINT = /Learnify has no record of this yet \(it is not lost\)\. Add it here if you like\./;

describe('EditProfileScreen with fields the API did not return', () => {
  it('says "Not on file" with a hint for school, city and grade, not empty values', async () => {
    server.use(
      gqlApi.query(EditProfileScreenDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', viewer: viewerOf(me), grades, passwordPolicy: passwordPolicyFixture },
        }),
      ),
    );
    renderScreen(<EditProfileScreen />);

    const school = await screen.findByRole('textbox', { name: 'School name' });
    expect(school).toHaveValue('');
    expect(school).toHaveAttribute('placeholder', 'Not on file');
    expect(school).toHaveAccessibleDescription(HINT);
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('placeholder', 'Not on file');
    expect(city).toHaveAccessibleDescription(HINT);
    const grade = screen.getByRole('combobox', { name: 'Grade' });
    expect(grade).toHaveDisplayValue('Not on file');
    expect(grade).toHaveAccessibleDescription(HINT);
    expect(grade).toHaveAccessibleDescription(/changed at most twice a year/);

    // Fields the API did send look as before.
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Ayesha Khan');
    expect(name).not.toHaveAttribute('placeholder');
    expect(name).not.toHaveAccessibleDescription(HINT);
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Punjab');
  });

  it('drops the hint once the child fills the field in, and sends only what was added', async () => {
    let sent: unknown;
    server.use(
      gqlApi.query(EditProfileScreenDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', viewer: viewerOf(me), grades, passwordPolicy: passwordPolicyFixture },
        }),
      ),
      gqlApi.mutation(UpdateProfileDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            updateProfile: {
              __typename: 'UpdateProfilePayload',
              success: true,
              gradeChangesLeft: null,
              errors: [],
              user: { ...me, city: 'Lahore' },
            },
          },
        });
      }),
    );
    const { user } = renderScreen(<EditProfileScreen />);
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.type(city, 'Lahore');
    expect(city).not.toHaveAttribute('placeholder');
    expect(city).not.toHaveAccessibleDescription(HINT);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ city: 'Lahore' });
  });
});
