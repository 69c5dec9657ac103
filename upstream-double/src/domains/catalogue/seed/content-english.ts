// English chapters. Word lists avoid words that are both nouns and verbs ("play", "cook")
// so every question has exactly one defensible answer.
import type { Rng } from '../../../prng';
import { distinct, type ChapterContent, type ChapterMaker, type FibItem } from './content-types';

const NOUNS = [
  'apple',
  'school',
  'teacher',
  'river',
  'mango',
  'city',
  'village',
  'mountain',
  'pencil',
  'kite',
  'bird',
  'tree',
];
const VERBS = ['eat', 'sing', 'write', 'sleep', 'go', 'bring', 'speak', 'listen', 'think', 'carry'];
const ADJECTIVES = [
  'happy',
  'tall',
  'soft',
  'big',
  'brave',
  'bright',
  'noisy',
  'beautiful',
  'heavy',
  'clever',
  'hungry',
  'lazy',
];

/** One word of the wanted kind among three of the other kinds, and the "select all" variant. */
function wordKind(
  label: string,
  kind: string[],
  others: string[],
  rng: Rng,
): Pick<ChapterContent, 'scq' | 'mcq'> {
  const scq = distinct(
    8,
    () => ({ q: `Which word is ${label}?`, a: rng.pick(kind), wrong: rng.sample(others, 3) }),
    (i) => i.a,
  );
  const plural = label.replace(/^an? /, '').replace(/ \(.*\)$/, '') + 's';
  const mcq = distinct(
    5,
    () => ({ q: `Select ALL the ${plural}.`, right: rng.sample(kind, 2), wrong: rng.sample(others, 2) }),
    (i) => [...i.right, ...i.wrong].sort().join(),
  );
  return { scq, mcq };
}

/** Two-blank FIB items from (prompt word, answer) pairs. */
function pairsFib(
  pairs: [string, string][],
  sentence: (x: string, y: string) => string,
  rng: Rng,
): FibItem[] {
  return distinct(
    6,
    () => {
      const [[x, a], [y, b]] = rng.sample(pairs, 2) as [[string, string], [string, string]];
      return { text: sentence(x, y), blanks: { a, b } };
    },
    (i) => i.text,
  );
}

const PLURALS: [string, string][] = [
  ['box', 'boxes'],
  ['child', 'children'],
  ['baby', 'babies'],
  ['man', 'men'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['bus', 'buses'],
  ['leaf', 'leaves'],
  ['city', 'cities'],
  ['woman', 'women'],
  ['fox', 'foxes'],
];
const PAST: [string, string][] = [
  ['go', 'went'],
  ['eat', 'ate'],
  ['run', 'ran'],
  ['write', 'wrote'],
  ['sing', 'sang'],
  ['swim', 'swam'],
  ['see', 'saw'],
  ['come', 'came'],
  ['take', 'took'],
  ['sit', 'sat'],
  ['give', 'gave'],
  ['play', 'played'],
];
const OPPOSITES: [string, string][] = [
  ['hot', 'cold'],
  ['up', 'down'],
  ['day', 'night'],
  ['wet', 'dry'],
  ['full', 'empty'],
  ['push', 'pull'],
  ['in', 'out'],
  ['early', 'late'],
  ['thick', 'thin'],
  ['rich', 'poor'],
  ['clean', 'dirty'],
  ['fast', 'slow'],
];

export const nouns: ChapterMaker = (_g, rng) => ({
  ...wordKind('a noun (a naming word)', NOUNS, [...VERBS, ...ADJECTIVES], rng),
  fib: pairsFib(PLURALS, (x, y) => `The plural of "${x}" is [a] and the plural of "${y}" is [b].`, rng),
});

export const verbs: ChapterMaker = (_g, rng) => ({
  ...wordKind('a verb (an action word)', VERBS, [...NOUNS, ...ADJECTIVES], rng),
  fib: pairsFib(PAST, (x, y) => `The past tense of "${x}" is [a] and the past tense of "${y}" is [b].`, rng),
});

export const adjectives: ChapterMaker = (_g, rng) => ({
  ...wordKind('an adjective (a describing word)', ADJECTIVES, [...NOUNS, ...VERBS], rng),
  fib: [
    { text: 'tall, taller, [a] and fast, [b], fastest', blanks: { a: 'tallest', b: 'faster' } },
    { text: 'small, [a], smallest and long, longer, [b]', blanks: { a: 'smaller', b: 'longest' } },
    { text: 'big, bigger, [a] and hot, [b], hottest', blanks: { a: 'biggest', b: 'hotter' } },
    { text: 'happy, [a], happiest', blanks: { a: 'happier' } },
  ],
});

export const opposites: ChapterMaker = (_g, rng) => ({
  scq: OPPOSITES.slice(0, 9).map(([w, o]) => ({
    q: `What is the opposite of "${w}"?`,
    a: o,
    wrong: rng.sample(
      OPPOSITES.filter(([x]) => x !== w).map(([, y]) => y),
      3,
    ),
  })),
  mcq: [
    {
      q: 'Select ALL the pairs of opposites.',
      right: ['hot – cold', 'up – down'],
      wrong: ['big – large', 'happy – glad'],
    },
    {
      q: 'Select ALL the pairs of opposites.',
      right: ['day – night', 'full – empty'],
      wrong: ['small – little', 'fast – quick'],
    },
    {
      q: 'Select ALL the pairs of opposites.',
      right: ['push – pull', 'wet – dry'],
      wrong: ['shut – close', 'begin – start'],
    },
  ],
  fib: pairsFib(OPPOSITES, (x, y) => `The opposite of "${x}" is [a] and the opposite of "${y}" is [b].`, rng),
});

export const pastTense: ChapterMaker = (_g, rng) => ({
  scq: PAST.slice(0, 9).map(([v, p]) => ({
    q: `What is the past tense of "${v}"?`,
    a: p,
    // Typical slips (goed, going) plus another verb's past form.
    wrong: [
      ...[`${v}ed`, `${v}ing`, `${v}s`].filter((x) => x !== p).slice(0, 2),
      rng.pick(PAST.filter(([, q]) => q !== p).map(([, q]) => q)),
    ],
  })),
  mcq: [
    { q: 'Select ALL the verbs in the past tense.', right: ['went', 'played'], wrong: ['eat', 'runs'] },
    { q: 'Select ALL the verbs in the past tense.', right: ['wrote', 'came'], wrong: ['sings', 'take'] },
    {
      q: 'Select ALL the sentences in the past tense.',
      right: ['Ali ate a mango.', 'We saw a camel.'],
      wrong: ['Sara reads a book.', 'They play cricket.'],
    },
  ],
  fib: pairsFib(PAST, (x, y) => `Yesterday I [a] (${x}) and then I [b] (${y}).`, rng),
});
