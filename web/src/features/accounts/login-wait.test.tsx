// Too many sign-in attempts: the gateway answers 429 RATE_LIMITED with the wait; the form says how long, in the
// reader's language.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionLoginDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/lib/catalogues';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import LoginScreen from './login-screen';

function refuseWithWait(retryAfterSeconds: number) {
  server.use(
    gqlApi.mutation(SessionLoginDocument, () =>
      HttpResponse.json(
        {
          errors: [
            {
              message: 'Too many sign-in attempts. Please wait 7 minutes and try again.',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds, scope: 'username' },
            },
          ],
        },
        { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
      ),
    ),
  );
}

async function logIn(username: string, password: string) {
  const view = renderScreen(<LoginScreen />, { route: '/login', path: '/login' });
  await view.user.type(await screen.findByLabelText(/Username|یوزر نیم/), username);
  await view.user.type(screen.getByLabelText(/Password|پاس ورڈ/), password);
  await view.user.click(screen.getByRole('button', { name: /Login|لاگ اِن/ }));
}

afterEach(() => window.localStorage.clear());

describe('sign-in refused for too many attempts', () => {
  it('tells how many minutes to wait', async () => {
    refuseWithWait(401);
    await logIn('hamza', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts from this device. Please wait 7 minutes and try again.',
    );
  });

  it('says it in Urdu for an Urdu reader', async () => {
    await loadCatalogue('ur');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    refuseWithWait(60);
    await logIn('hamza', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('براہِ کرم 1 منٹ انتظار کریں');
  });
});
