import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en } from '@/locales/en';

/**
 * The one translation layer: every interface string is looked up here by key, so adding Urdu later means adding
 * `locales/ur` and a language switch — no screen is rewritten. Quiz content is authored text and is not translated.
 */
export type Messages = typeof en;
export type Language = 'en';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the messages, e.g. `quiz.next`. */
export type MessageKey = Leaves<Messages>;
export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

const catalogues: Record<Language, Messages> = { en };

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders with `vars.name`. */
function interpolate(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translate(language: Language, key: MessageKey, vars?: MessageVars): string {
  // A missing key shows itself rather than an empty string, so gaps are visible in review and tests.
  return interpolate(lookup(catalogues[language], key) ?? key, vars);
}

interface I18nValue {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
}

const I18nContext = createContext<I18nValue>({
  language: 'en',
  dir: 'ltr',
  t: (key, vars) => translate('en', key, vars),
});

export function I18nProvider({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({ language, dir: 'ltr', t: (key, vars) => translate(language, key, vars) }),
    [language],
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
