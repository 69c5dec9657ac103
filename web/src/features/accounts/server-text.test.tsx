// No upstream text reaches a child: whatever message the gateway sends with a code, the screen
// shows our own words for the code, in the reader's language.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { EditProfileScreenDocument, SessionLoginDocument, type UserErrorCode } from '@/gql/graphql';
import { loadCatalogue } from '@/lib/catalogues';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { en } from '@/locales/en';
import { ur } from '@/locales/ur';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import LoginScreen from './login-screen';

/** What the real backend answers a wrong password with: English, which must never show inside an Urdu sentence. */
const SERVER_TEXT = 'No active account found with the given credentials';

const USER_CODES = Object.keys(en.errors.user) as UserErrorCode[];
const GATEWAY_CODES = Object.keys(en.errors.gateway);

async function useLanguage(language: 'en' | 'ur') {
  if (language === 'ur') {
    await loadCatalogue('ur');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
  }
  return language === 'ur' ? ur : en;
}

async function logIn() {
  const view = renderScreen(<LoginScreen />, { route: '/login', path: '/login' });
  await view.user.type(await screen.findByLabelText(/Username|یوزر نیم/), 'ayesha');
  await view.user.type(screen.getByLabelText(/Password|پاس ورڈ/), 'wrong');
  await view.user.click(screen.getByRole('button', { name: /Login|لاگ اِن/ }));
  return screen.findByRole('alert');
}

afterEach(() => window.localStorage.clear());

describe.each(['en', 'ur'] as const)('sign-in failures in %s', (language) => {
  it.each(USER_CODES.filter((code) => code !== 'ROLE_NOT_ALLOWED'))(
    'a %s payload error is said in our words',
    async (code) => {
      const messages = await useLanguage(language);
      server.use(
        gqlApi.mutation(SessionLoginDocument, () =>
          HttpResponse.json({
            data: {
              __typename: 'Mutation',
              login: {
                __typename: 'LoginPayload',
                session: null,
                errors: [{ __typename: 'UserError', code, field: null, message: SERVER_TEXT }],
              },
            },
          }),
        ),
      );
      const alert = await logIn();
      expect(alert).toHaveTextContent(messages.errors.user[code]);
      expect(alert).not.toHaveTextContent(SERVER_TEXT);
    },
  );

  it.each(GATEWAY_CODES)('a %s refusal is said in our words', async (code) => {
    await useLanguage(language);
    server.use(
      gqlApi.mutation(SessionLoginDocument, () =>
        HttpResponse.json(
          { errors: [{ message: SERVER_TEXT, extensions: { code, retryAfterSeconds: 120 } }] },
          { status: code === 'RATE_LIMITED' ? 429 : 200 },
        ),
      ),
    );
    const alert = await logIn();
    expect(alert).not.toHaveTextContent(SERVER_TEXT);
    expect(alert.textContent).toMatch(language === 'ur' ? /[\u0600-\u06ff]{3}/ : /Login failed/);
    if (language === 'ur') expect(alert.textContent).not.toMatch(/[A-Za-z]{3}/);
  });
});

describe('forms and load errors', () => {
  it('a failed profile load shows no server text, in Urdu', async () => {
    await useLanguage('ur');
    server.use(
      gqlApi.query(EditProfileScreenDocument, () =>
        HttpResponse.json({ errors: [{ message: SERVER_TEXT, extensions: { code: 'UPSTREAM_ERROR' } }] }),
      ),
    );
    const { default: EditProfileScreen } = await import('./edit-profile-screen');
    renderScreen(<EditProfileScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ur.errors.gateway.UPSTREAM_ERROR);
    expect(alert).not.toHaveTextContent(SERVER_TEXT);
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3}/);
  });
});
