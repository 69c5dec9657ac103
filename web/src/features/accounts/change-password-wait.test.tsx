// Too many wrong current passwords: the gateway answers 429 RATE_LIMITED with the wait, as for sign-in; the
// change-password form says how long, in the reader's language.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangePasswordDocument, EditProfileScreenDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/lib/catalogues';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import EditProfileScreen from './edit-profile-screen';
import { passwordPolicyFixture } from './password-policy.fixture';
import { viewerOf } from '@/test/fixtures';

function answers(retryAfterSeconds: number) {
  server.use(
    gqlApi.query(EditProfileScreenDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          viewer: viewerOf({
            __typename: 'User' as const,
            id: 'ayesha',
            username: 'ayesha',
            role: 'STUDENT' as const,
            fullName: 'Ayesha Khan',
            email: null,
            schoolName: null,
            city: null,
            schoolingStatus: null,
            province: null,
            grade: null,
            homeLanguage: null,
            profilePictureUrl: null,
          }),
          grades: [],
          passwordPolicy: passwordPolicyFixture,
        },
      }),
    ),
    gqlApi.mutation(ChangePasswordDocument, () =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'Too many wrong passwords. Please wait 5 minutes and try again.',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds, scope: 'account' },
            },
          ],
        },
        { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
      ),
    ),
  );
}

async function changePassword(labels: { old: RegExp; next: RegExp; confirm: RegExp; submit: RegExp }) {
  const view = renderScreen(<EditProfileScreen />);
  await view.user.type(await screen.findByLabelText(labels.old), 'guess');
  await view.user.type(screen.getByLabelText(labels.next), 'Zebra#Mango42!');
  await view.user.type(screen.getByLabelText(labels.confirm), 'Zebra#Mango42!');
  await view.user.click(screen.getByRole('button', { name: labels.submit }));
}

afterEach(() => window.localStorage.clear());

describe('password change refused for too many wrong passwords', () => {
  it('tells how many minutes to wait', async () => {
    answers(290);
    await changePassword({
      old: /^Current password$/,
      next: /^New password$/,
      confirm: /^Confirm new password$/,
      submit: /^Change password$/,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts from this device. Please wait 5 minutes and try again.',
    );
  });

  it('says it in Urdu for an Urdu reader', async () => {
    await loadCatalogue('ur');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    answers(60);
    await changePassword({
      old: /^موجودہ پاس ورڈ$/,
      next: /^نیا پاس ورڈ$/,
      confirm: /^نیا پاس ورڈ دوبارہ لکھیں$/,
      submit: /^پاس ورڈ بدلیں$/,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'براہِ کرم 1 منٹ انتظار کر کے دوبارہ کوشش کریں',
    );
  });
});
