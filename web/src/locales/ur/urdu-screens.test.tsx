import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { AppShellDocument, HonourBoardScreenDocument } from '@/gql/graphql';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { gqlApi, server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { englishPhrases, untranslatedIn } from './untranslated';

const phrases = englishPhrases();

/** Everything a reader or a screen reader gets: visible text and the accessible-name attributes. */
function screenText(): string {
  const attributes = Array.from(
    document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'),
  ).flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''));
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

function emptyBoard(kind: 'SHINING_STARS' | 'NATIONAL_HEROES') {
  return { __typename: 'HonourBoard' as const, id: kind, kind, periodDays: 30, grades: [] };
}

beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
  server.use(
    gqlApi.query(AppShellDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer: null } })),
    gqlApi.query(HonourBoardScreenDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          shiningStars: emptyBoard('SHINING_STARS'),
          nationalHeroes: emptyBoard('NATIONAL_HEROES'),
        },
      }),
    ),
  );
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('screens in Urdu', () => {
  it.each([
    ['/why-join', 'لرنیفائی میں کیوں شامل ہوں؟'],
    ['/assessment/public', 'جائزے کے اوزار'],
    ['/membership', 'رکنیت'],
    ['/help-center', 'مدد مرکز'],
    ['/privacy', 'رازداری: ہم آپ کے بچے کے بارے میں کیا رکھتے ہیں'],
    ['/honor-board', 'لرنیفائی کے ہیرو'],
    ['/login', 'لرنیفائی میں لاگ اِن کریں'],
    ['/no/such/page', 'صفحہ نہیں ملا'],
  ])('%s renders right-to-left with no English interface text', async (path, title) => {
    renderApp(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'مرکزی' })).toBeInTheDocument());
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(untranslatedIn(screenText(), phrases)).toEqual([]);
  });

  it('switches language from the header and remembers it on this device', async () => {
    window.localStorage.clear();
    const { user } = renderApp(routes, '/why-join');
    await screen.findByRole('heading', { level: 1, name: 'Why join Learnify?' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'اردو' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لرنیفائی میں کیوں شامل ہوں؟' }),
    ).toBeVisible();
    expect(switcher).toHaveAccessibleName('زبان');
    expect(screen.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why join Learnify?' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
