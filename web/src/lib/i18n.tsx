import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from '@/locales/en';
import { loadCatalogue, loadedCatalogue, type Messages } from './catalogues';
import {
  LANGUAGES,
  directionOf,
  languageFromQuery,
  readStoredLanguage,
  storedLanguage,
  storeLanguage,
  type Language,
} from './language';

/**
 * The one translation layer: every interface string is looked up here by key, in the language chosen with the
 * switch in the header (remembered per device). Quiz content is authored text and is not translated.
 */
export type { Language, Messages };
export { LANGUAGES };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the messages, e.g. `quiz.next`. */
export type MessageKey = Leaves<Messages>;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Replaces `{name}` placeholders with `vars.name`. In right-to-left languages a text value (a name, a quiz title) is
 * wrapped in Unicode first-strong isolates (FSI … PDI), so "Ayesha Siddiqui!" inside an Urdu sentence keeps its own
 * direction and the punctuation stays where it belongs.
 */
function interpolate(text: string, vars: MessageVars | undefined, isolate: boolean): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name];
    return isolate && typeof value === 'string' ? `\u2068${value}\u2069` : String(value);
  });
}

function format(messages: Messages, language: Language, key: MessageKey, vars?: MessageVars): string {
  // A missing key shows itself rather than an empty string, so gaps are visible in review and tests.
  return interpolate(lookup(messages, key) ?? key, vars, directionOf(language) === 'rtl');
}

interface I18nValue {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
  /** Switches once the language's catalogue is here (the current language stays until then, no blank page). */
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue>({
  language: 'en',
  dir: 'ltr',
  t: (key, vars) => format(en, 'en', key, vars),
  setLanguage: () => undefined,
});

interface Shown {
  language: Language;
  messages: Messages;
}

function shownIfLoaded(language: Language): Shown | null {
  const messages = loadedCatalogue(language);
  return messages ? { language, messages } : null;
}

/**
 * Provides the interface language, starting from the device's remembered choice (already put on `<html>` before
 * first paint by `public/lang.js`), and keeps `<html lang dir>` in step with the switch. Until the remembered
 * language's catalogue has arrived nothing is rendered: an Urdu reader never sees an English page flash.
 */
export function I18nProvider({
  children,
  initialLanguage,
}: {
  children: ReactNode;
  /**
   * The language the gateway rendered the page in (cookie or `?lang=`; its catalogue already loaded), so that
   * hydration renders exactly what the server did. Without it: the device's remembered choice.
   */
  initialLanguage?: Language;
}) {
  const [remembered] = useState(() => initialLanguage ?? readStoredLanguage());
  const [shown, setShown] = useState(() => shownIfLoaded(remembered));
  const waiting = shown === null;

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadCatalogue(remembered).then(
      (messages) => live && setShown({ language: remembered, messages }),
      // Offline before this catalogue was ever cached: English rather than a blank page.
      () => live && setShown({ language: 'en', messages: en }),
    );
    return () => {
      live = false;
    };
  }, [remembered, waiting]);

  const language = shown?.language ?? remembered;
  const dir = directionOf(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const setLanguage = useCallback((next: Language) => {
    loadCatalogue(next).then(
      (messages) => {
        storeLanguage(next);
        setShown({ language: next, messages });
      },
      // Could not fetch it (offline): stay in the current language; pressing the switch again retries.
      () => undefined,
    );
  }, []);

  // A server-rendered page: a `?lang=` link is remembered from now on; otherwise a device whose remembered choice
  // the gateway did not know yet (no cookie before this visit) switches to it after hydrating, once.
  useEffect(() => {
    const stored = storedLanguage();
    // A page the app rendered itself: the cookie follows the remembered choice, for the gateway's next render.
    if (!initialLanguage) {
      if (stored) storeLanguage(stored);
      return;
    }
    const asked = languageFromQuery(window.location.search);
    if (asked) storeLanguage(asked);
    else if (stored && stored !== initialLanguage) setLanguage(stored);
    // Only on the first render: later renders follow the switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo<I18nValue | null>(
    () =>
      shown && {
        language: shown.language,
        dir: directionOf(shown.language),
        setLanguage,
        t: (key, vars) => format(shown.messages, shown.language, key, vars),
      },
    [shown, setLanguage],
  );
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language's translate function: `const t = useT(); t('quiz.next')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
