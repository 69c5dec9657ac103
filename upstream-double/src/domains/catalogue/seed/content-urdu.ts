// Urdu chapters: prompts in English, Urdu words marked up so browsers lay them out right-to-left.
import type { Rng } from '../../../prng';
import { distinct, type ChapterContent, type ChapterMaker } from './content-types';

const ur = (word: string): string => `<span lang="ur" dir="rtl">${word}</span>`;
const WORDS: [string, string][] = [
  ['سیب', 'apple'],
  ['کیلا', 'banana'],
  ['آم', 'mango'],
  ['کتاب', 'book'],
  ['قلم', 'pen'],
  ['پانی', 'water'],
  ['دودھ', 'milk'],
  ['گھر', 'house'],
  ['بلی', 'cat'],
  ['پھول', 'flower'],
  ['سورج', 'sun'],
  ['چاند', 'moon'],
];
const NUMBERS: [string, string][] = [
  ['ایک', '1'],
  ['دو', '2'],
  ['تین', '3'],
  ['چار', '4'],
  ['پانچ', '5'],
  ['چھ', '6'],
  ['سات', '7'],
  ['آٹھ', '8'],
  ['نو', '9'],
  ['دس', '10'],
];
const COLOURS: [string, string][] = [
  ['سرخ', 'red'],
  ['نیلا', 'blue'],
  ['سبز', 'green'],
  ['پیلا', 'yellow'],
  ['سفید', 'white'],
  ['کالا', 'black'],
];
const ANIMALS = ['بلی', 'گائے', 'گھوڑا', 'بکری', 'مچھلی'];
const THINGS = ['کتاب', 'قلم', 'گھر', 'پانی', 'کرسی'];

function urduChapter(
  pairs: [string, string][],
  noun: string,
  rng: Rng,
  mcq: ChapterContent['mcq'],
): ChapterContent {
  const urduWords = pairs.map(([u]) => u);
  return {
    scq: pairs.slice(0, 8).map(([u, e]) => ({
      q: `Which Urdu word means "${e}"?`,
      a: u,
      wrong: rng.sample(
        urduWords.filter((x) => x !== u),
        3,
      ),
    })),
    mcq,
    fib: distinct(
      5,
      () => {
        const [[x, a], [y, b]] = rng.sample(pairs, 2) as [[string, string], [string, string]];
        return {
          text: `In English, ${ur(x)} is [a] and ${ur(y)} is [b] (write the ${noun}).`,
          blanks: { a, b },
        };
      },
      (i) => i.text,
    ),
  };
}

export const urduWords: ChapterMaker = (_g, rng) =>
  urduChapter(WORDS, 'word', rng, [
    { q: 'Select ALL the Urdu words for animals.', right: ANIMALS.slice(0, 2), wrong: THINGS.slice(0, 2) },
    { q: 'Select ALL the Urdu words for animals.', right: ANIMALS.slice(2, 4), wrong: THINGS.slice(2, 4) },
    { q: 'Select ALL the Urdu words for fruits.', right: ['سیب', 'آم'], wrong: ['قلم', 'گھر'] },
  ]);

export const urduCounting: ChapterMaker = (_g, rng) =>
  urduChapter(NUMBERS, 'number', rng, [
    { q: 'Select ALL the Urdu words for even numbers.', right: ['دو', 'چار'], wrong: ['ایک', 'تین'] },
    { q: 'Select ALL the Urdu words for numbers bigger than 5.', right: ['سات', 'دس'], wrong: ['دو', 'چار'] },
    { q: 'Select ALL the Urdu words for odd numbers.', right: ['پانچ', 'نو'], wrong: ['چھ', 'آٹھ'] },
  ]);

export const urduColours: ChapterMaker = (_g, rng) =>
  urduChapter(COLOURS, 'colour', rng, [
    { q: 'Select ALL the Urdu words that are colours.', right: ['سرخ', 'نیلا'], wrong: ['سیب', 'پانی'] },
    { q: 'Select ALL the Urdu words that are colours.', right: ['سبز', 'پیلا'], wrong: ['کتاب', 'دودھ'] },
  ]);
