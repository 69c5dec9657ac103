import { useCallback, useEffect, useState } from 'react';
import type { Language } from './language';

/** The speech locale per interface language (the brief's choice: Pakistan's Urdu, and US English voices). */
export const SPEECH_LOCALE: Record<Language, string> = { ur: 'ur-PK', en: 'en-US' };

export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

const normalise = (tag: string) => tag.replace('_', '-').toLowerCase();

/** The voice for `locale`: an exact match first, then any voice of the same language (e.g. `ur-IN` for `ur-PK`). */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  locale: string,
): SpeechSynthesisVoice | undefined {
  const wanted = normalise(locale);
  const primary = wanted.split('-')[0];
  return (
    voices.find((voice) => normalise(voice.lang) === wanted) ??
    voices.find((voice) => normalise(voice.lang).split('-')[0] === primary)
  );
}

/**
 * Reading aloud with the browser's speech synthesis: `read(text)` speaks in the interface language, `stop()` (and
 * unmounting, i.e. moving to another question) silences it. `available` is false where there is no synthesis.
 */
export function useReadAloud(language: Language) {
  const [available] = useState(speechAvailable);
  const [speaking, setSpeaking] = useState(false);

  const stop = useCallback(() => {
    if (!speechAvailable()) return;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  const read = useCallback(
    (text: string) => {
      if (!speechAvailable()) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_LOCALE[language];
      const voice = pickVoice(synth.getVoices(), utterance.lang);
      if (voice) utterance.voice = voice;
      utterance.rate = 0.9; // a little slower, for young readers
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      synth.speak(utterance);
    },
    [language],
  );

  useEffect(() => stop, [stop]);

  return { available, speaking, read, stop };
}
