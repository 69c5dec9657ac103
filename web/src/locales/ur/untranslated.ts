import { en } from '../en';
import { ur } from '.';

/** Every string leaf of a catalogue, by dotted key. */
export function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') return out.set(prefix, node);
  for (const [key, value] of Object.entries(node as Record<string, unknown>))
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/** Brand and product names that stay in Latin letters in Urdu too (the logo's wordmark says "Learnify"). */
const SHARED_NAMES = new Set(['Learnify', 'EasyPaisa', 'JazzCash']);

/**
 * The English phrases that must never show on an Urdu screen: every English message (its literal parts around
 * `{placeholders}`), leaving out short fragments and those the Urdu catalogue legitimately shares (symbols,
 * language names, "A → Z"). Used by the Urdu screen tests in jsdom and the browser.
 */
export function englishPhrases(): string[] {
  const urdu = [...leaves(ur).values()].join('\n');
  const phrases = new Set<string>();
  for (const value of leaves(en).values())
    for (const part of value.split(/\{\w+\}/)) {
      const phrase = part.trim();
      if (
        /[a-z]{3}/i.test(phrase) &&
        phrase.length >= 4 &&
        !urdu.includes(phrase) &&
        !SHARED_NAMES.has(phrase)
      )
        phrases.add(phrase);
    }
  return [...phrases].sort((a, b) => b.length - a.length);
}

/** The English phrases found in `text` (e.g. a screen's `textContent` plus its labels). */
export function untranslatedIn(text: string, phrases = englishPhrases()): string[] {
  return phrases.filter((phrase) => text.includes(phrase));
}

/**
 * For a real page, where authored content (quiz titles, subjects, school names) is English and stays so: the
 * phrases that make up a whole piece of text (a text node or an attribute) on their own, or that run three words
 * or more inside one.
 */
export function untranslatedPieces(pieces: readonly string[], phrases = englishPhrases()): string[] {
  const trimmed = pieces.map((piece) => piece.trim()).filter(Boolean);
  return phrases.filter(
    (phrase) =>
      trimmed.includes(phrase) ||
      (phrase.split(/\s+/).length >= 3 && trimmed.some((piece) => piece.includes(phrase))),
  );
}
