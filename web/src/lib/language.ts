import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@/server-render-contract';

/** The interface languages, and the per-device memory of the chosen one (read again by `public/lang.js`). */
export { LANGUAGES, type Language };

/** Kept in step with `public/lang.js`, which applies the choice to `<html>` before the app's first paint. */
export const LANGUAGE_STORAGE_KEY = 'learnify.language';

/** The choice is also the language cookie (not httpOnly): the gateway renders pages in it. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ur' ? 'rtl' : 'ltr';
}

export function readStoredLanguage(): Language {
  return storedLanguage() ?? 'en';
}

/** The choice remembered on this device, if one was made. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be blocked (private mode, policies): English, and the switch still works for this visit.
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; the cookie below still tells the gateway.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language a link asked for (`?lang=ur`), if any: it wins over the remembered one, on the server too. */
export function languageFromQuery(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}
