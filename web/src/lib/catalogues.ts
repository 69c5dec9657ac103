import { en } from '@/locales/en';
import type { Translation } from '@/locales/ur/translation';
import type { Language } from './language';

/** The interface strings of one language; English is the reference shape. */
export type Messages = typeof en;

/**
 * English ships in the entry chunk; every other catalogue is its own chunk, fetched only by those who chose it
 * (most readers never download Urdu's ~8 KB). `public/lang.js` preloads the remembered one before the app runs.
 */
const importers: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  // Urdu is checked key-for-key against English (here and per namespace in `locales/ur`); its values are plain
  // strings, not English's literal types, hence the cast once checked.
  // The Nastaliq webfont comes with Urdu and only with it (lib/urdu-font.ts). It is an extra: without it (offline
  // before the worker cached it) Urdu still shows, in whatever font the device has.
  ur: () => {
    void import('./urdu-font').then(
      (font) => font.installUrduFont(),
      () => undefined,
    );
    return import('@/locales/ur').then(({ ur }) => ur satisfies Translation<Messages> as unknown as Messages);
  },
};

const loaded: Partial<Record<Language, Messages>> = { en };
const pending = new Map<Language, Promise<Messages>>();

/** The catalogue if it is already here, so a remembered language that has loaded renders without a blank frame. */
export function loadedCatalogue(language: Language): Messages | undefined {
  return loaded[language];
}

/** Fetches a catalogue once; a failed fetch (offline, say) is forgotten so the next attempt tries again. */
export function loadCatalogue(language: Language): Promise<Messages> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(language);
  if (!promise) {
    promise = importers[language as Exclude<Language, 'en'>]().then(
      (messages) => (loaded[language] = messages),
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}
