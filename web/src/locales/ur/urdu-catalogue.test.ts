import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { ur } from '.';
import { englishPhrases, leaves, untranslatedIn } from './untranslated';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Urdu catalogue', () => {
  const english = leaves(en);
  const urdu = leaves(ur);

  it('has exactly the English keys', () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of each English message', () => {
    for (const [key, value] of english)
      expect({ key, vars: placeholders(urdu.get(key) ?? '') }).toEqual({ key, vars: placeholders(value) });
  });

  it('translates every message that has words (only symbols, brand names and language names are shared)', () => {
    const same = [...english].filter(
      ([key, value]) => urdu.get(key) === value && /[a-z]{3}/i.test(value.replace(/\{\w+\}/g, '')),
    );
    expect(same.map(([key]) => key)).toEqual(['common.language.en']);
  });

  it('finds English phrases in text and ignores Urdu', () => {
    const phrases = englishPhrases();
    expect(untranslatedIn('سوال 1 از 4 Learnify', phrases)).toEqual([]); // the brand name may stay in Latin
    expect(untranslatedIn('سوال 1 از 4 Next', phrases)).toEqual(['Next']);
    expect(untranslatedIn('Choose one answer', phrases)).toContain('Choose one answer');
    expect(untranslatedIn([...urdu.values()].join(' '), phrases)).toEqual([]);
  });
});
