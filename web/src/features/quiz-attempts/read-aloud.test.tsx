import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { pickVoice } from '@/lib/read-aloud';
import { englishPhrases, untranslatedIn } from '@/locales/ur/untranslated';
import { mockQuizGateway, renderQuiz } from './attempt-quiz.fixtures';

/** A stand-in for the browser's speech synthesis that records what it was asked to say. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;
const VOICES = [voice('en-GB'), voice('en-US'), voice('ur-IN'), voice('ur-PK')];

function installSpeech() {
  const synth = { speak: vi.fn<(u: FakeUtterance) => void>(), cancel: vi.fn(), getVoices: () => VOICES };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  return synth;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('read-aloud on the quiz screen', () => {
  it('is not offered where the browser has no speech synthesis', async () => {
    mockQuizGateway();
    renderQuiz();
    await screen.findByText('What is 2 + 3?');
    expect(screen.queryByRole('button', { name: /Listen/ })).not.toBeInTheDocument();
  });

  it('reads the question and its options in English, and stops when the child moves on', async () => {
    const synth = installSpeech();
    mockQuizGateway();
    const { user } = renderQuiz();
    await screen.findByText('What is 2 + 3?');

    const listen = screen.getByRole('button', { name: 'Listen to the question' });
    // The loudspeaker is drawn (SVG, hidden from screen readers), not an emoji that shows as a box without an emoji font.
    expect(listen.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(listen.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await user.click(listen);
    const utterance = synth.speak.mock.calls[0]?.[0];
    expect(utterance?.text).toBe('Question 1 of 4. What is 2 + 3? Answers: 4. 5. 6.');
    expect(utterance?.lang).toBe('en-US');
    expect(utterance?.voice?.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: /Stop listening/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5' }));
    synth.cancel.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 of 4' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Listen to the question/ })).toBeInTheDocument();
  });

  it('speaks Urdu with an Urdu voice on the Urdu interface, which has no English left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
    const synth = installSpeech();
    mockQuizGateway();
    const { user } = renderQuiz();
    await screen.findByText('What is 2 + 3?');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'سوال 1 از 4' })).toBeInTheDocument();
    expect(untranslatedIn(document.body.textContent ?? '', englishPhrases())).toEqual([]);

    await user.click(screen.getByRole('button', { name: /سوال سنیں/ }));
    const utterance = synth.speak.mock.calls[0]?.[0];
    expect(utterance?.text).toBe('سوال 1 از 4. What is 2 + 3? جوابات: 4. 5. 6.');
    expect(utterance?.lang).toBe('ur-PK');
    expect(utterance?.voice?.lang).toBe('ur-PK');
  });
});

describe('pickVoice', () => {
  it('prefers the exact locale, then the same language, else none', () => {
    expect(pickVoice(VOICES, 'ur-PK')?.lang).toBe('ur-PK');
    expect(pickVoice([voice('ur_IN'), voice('en-US')], 'ur-PK')?.lang).toBe('ur_IN');
    expect(pickVoice([voice('en-US')], 'ur-PK')).toBeUndefined();
  });
});
