import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from '@/locales/en';
import { ur } from '@/locales/ur';
import { LANGUAGES, directionOf, readStoredLanguage, storeLanguage, type Language } from './language';

/**
 * The one translation layer: every interface string is looked up here by key, in the language chosen with the
 * switch in the header (remembered per device). Quiz content is authored text and is not translated.
 */
export type Messages = typeof en;
export type { Language };
export { LANGUAGES };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the messages, e.g. `quiz.next`. */
export type MessageKey = Leaves<Messages>;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

// Urdu is checked key-for-key against English in `locales/ur`; its values are plain strings, not English literals.
const catalogues: Record<Language, Messages> = { en, ur: ur as unknown as Messages };

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

export function translate(language: Language, key: MessageKey, vars?: MessageVars): string {
  // A missing key shows itself rather than an empty string, so gaps are visible in review and tests.
  return interpolate(lookup(catalogues[language], key) ?? key, vars, directionOf(language) === 'rtl');
}

interface I18nValue {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue>({
  language: 'en',
  dir: 'ltr',
  t: (key, vars) => translate('en', key, vars),
  setLanguage: () => undefined,
});

/**
 * Provides the interface language. Without `language` it starts from the device's remembered choice (already put
 * on `<html>` before first paint by `public/lang.js`) and keeps `<html lang dir>` in step with the switch.
 */
export function I18nProvider({ language: fixed, children }: { language?: Language; children: ReactNode }) {
  const [chosen, setChosen] = useState<Language>(() => fixed ?? readStoredLanguage());
  const language = fixed ?? chosen;
  const dir = directionOf(language);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setChosen(next);
  }, []);

  const value = useMemo<I18nValue>(
    () => ({ language, dir, setLanguage, t: (key, vars) => translate(language, key, vars) }),
    [language, dir, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language's translate function: `const t = useT(); t('quiz.next')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
