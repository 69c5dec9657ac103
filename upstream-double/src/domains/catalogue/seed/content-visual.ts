// Picture-based Mathematics chapters (shapes, clocks, fractions). Pictures are the SVGs of media.ts.
import type { Rng } from '../../../prng';
import { distinct, type ChapterContent, type ChapterMaker } from './content-types';

export const shapes: ChapterMaker = () => ({
  scq: [
    { q: 'What shape is this?', a: 'Triangle', wrong: ['Circle', 'Square', 'Rectangle'], image: 'triangle' },
    { q: 'What shape is this?', a: 'Circle', wrong: ['Triangle', 'Square', 'Rectangle'], image: 'circle' },
    { q: 'What shape is this?', a: 'Square', wrong: ['Circle', 'Triangle', 'Oval'], image: 'square' },
    { q: 'What shape is this?', a: 'Rectangle', wrong: ['Circle', 'Triangle', 'Oval'], image: 'rectangle' },
    { q: 'How many sides does a triangle have?', a: '3', wrong: ['2', '4', '5'] },
    { q: 'How many corners does a square have?', a: '4', wrong: ['3', '5', '6'] },
    { q: 'Which shape has no corners?', a: 'Circle', wrong: ['Square', 'Triangle', 'Rectangle'] },
    { q: 'A roti is usually shaped like a…', a: 'Circle', wrong: ['Triangle', 'Square', 'Star'] },
  ],
  mcq: [
    {
      q: 'Select ALL the shapes that have 4 sides.',
      right: ['Square', 'Rectangle'],
      wrong: ['Circle', 'Triangle'],
    },
    {
      q: 'Select ALL the shapes that have corners.',
      right: ['Triangle', 'Square'],
      wrong: ['Circle', 'Oval'],
    },
    { q: 'Select ALL the round things.', right: ['Ball', 'Coin'], wrong: ['Book', 'Door'] },
    {
      q: 'Select ALL the shapes with straight sides.',
      right: ['Triangle', 'Rectangle'],
      wrong: ['Circle', 'Oval'],
    },
  ],
  fib: [
    { text: 'A triangle has [a] sides and a square has [b] sides.', blanks: { a: '3', b: '4' } },
    { text: 'A rectangle has [a] corners.', blanks: { a: '4' } },
    { text: 'A circle has [a] corners and a triangle has [b] corners.', blanks: { a: '0', b: '3' } },
    { text: 'Two triangles have [a] sides in all.', blanks: { a: '6' } },
  ],
});

export const time: ChapterMaker = (_g, rng) => {
  const hours = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 6);
  const scq: ChapterContent['scq'] = hours.map((h) => ({
    q: 'What time does the clock show?',
    a: `${h} o'clock`,
    wrong: rng
      .sample(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((x) => x !== h),
        3,
      )
      .map((x) => `${x} o'clock`),
    image: `clock-${h}`,
  }));
  scq.push(
    { q: 'How many minutes are there in one hour?', a: '60', wrong: ['30', '100', '24'] },
    { q: 'How many hours are there in one day?', a: '24', wrong: ['12', '60', '7'] },
    { q: 'How many days are there in one week?', a: '7', wrong: ['5', '10', '30'] },
  );
  return {
    scq,
    mcq: [
      {
        q: 'Select ALL the true sentences.',
        right: ['1 hour = 60 minutes', '1 day = 24 hours'],
        wrong: ['1 minute = 100 seconds', '1 week = 5 days'],
      },
      { q: 'Select ALL the days of the week.', right: ['Friday', 'Monday'], wrong: ['January', 'Summer'] },
      { q: 'Select ALL the months of the year.', right: ['March', 'August'], wrong: ['Sunday', 'Evening'] },
    ],
    fib: [
      { text: 'There are [a] minutes in one hour and [b] hours in one day.', blanks: { a: '60', b: '24' } },
      { text: 'There are [a] days in a week and [b] months in a year.', blanks: { a: '7', b: '12' } },
      { text: 'One minute has [a] seconds.', blanks: { a: '60' } },
    ],
  };
};

function fractionOf(rng: Rng): { d: number; n: number } {
  const d = rng.pick([2, 3, 4, 5, 10]);
  return { d, n: d * rng.int(2, 12) };
}

export const fractions: ChapterMaker = (_g, rng) => {
  const scq: ChapterContent['scq'] = distinct(
    5,
    () => {
      const { d, n } = fractionOf(rng);
      const r = n / d;
      return {
        q: `What is 1/${d} of ${n}?`,
        a: String(r),
        wrong: [String(r + 1), String(r * 2), String(Math.max(0, r - 1) || r + 2)],
      };
    },
    (i) => i.q,
  );
  scq.push(
    { q: 'What fraction of the circle is shaded?', a: '1/4', wrong: ['1/2', '3/4', '1/3'], image: 'pie-1-4' },
    { q: 'What fraction of the circle is shaded?', a: '3/4', wrong: ['1/4', '1/2', '2/3'], image: 'pie-3-4' },
    { q: 'What fraction of the circle is shaded?', a: '1/2', wrong: ['1/3', '1/4', '3/4'], image: 'pie-1-2' },
    { q: 'Which fraction is the largest?', a: '1/2', wrong: ['1/3', '1/4', '1/5'] },
    { q: 'Which fraction is equal to 1/2?', a: '2/4', wrong: ['1/3', '2/3', '3/5'] },
  );
  return {
    scq,
    mcq: [
      { q: 'Select ALL the fractions equal to 1/2.', right: ['2/4', '3/6'], wrong: ['1/3', '2/5'] },
      { q: 'Select ALL the fractions greater than 1/2.', right: ['3/4', '2/3'], wrong: ['1/4', '1/3'] },
      {
        q: 'Select ALL the proper fractions (top number smaller than bottom number).',
        right: ['3/5', '1/8'],
        wrong: ['7/4', '9/2'],
      },
      { q: 'Select ALL the fractions equal to 1.', right: ['4/4', '7/7'], wrong: ['1/7', '4/7'] },
    ],
    fib: distinct(
      5,
      () => {
        const x = fractionOf(rng);
        const y = fractionOf(rng);
        return {
          text: `1/${x.d} of ${x.n} = [a] and 1/${y.d} of ${y.n} = [b]`,
          blanks: { a: String(x.n / x.d), b: String(y.n / y.d) },
        };
      },
      (i) => i.text,
    ),
  };
};
