// Mathematics chapters, generated per grade with real arithmetic (answers are computed, not typed).
import type { Rng } from '../../../prng';
import {
  distinct,
  nearMisses,
  type ChapterMaker,
  type FibItem,
  type McqItem,
  type ScqItem,
} from './content-types';

const LIMITS = [20, 100, 1000, 10000, 100000];
const limit = (g: number): number => LIMITS[g - 1] ?? 100;
const fmt = (n: number): string => n.toLocaleString('en-US');
const scqKey = (i: ScqItem): string => i.q;
const mcqKey = (i: McqItem): string => i.q + i.right.join() + i.wrong.join();
const fibKey = (i: FibItem): string => i.text;

const numbers: ChapterMaker = (g, rng) => {
  const max = limit(g);
  const scq: ScqItem[] = distinct(
    8,
    () => {
      const n = rng.int(2, max - 1);
      return rng.chance(0.5)
        ? {
            q: `What number comes just after ${fmt(n)}?`,
            a: fmt(n + 1),
            wrong: nearMisses(rng, n + 1).map((s) => fmt(Number(s))),
          }
        : {
            q: `What number comes just before ${fmt(n)}?`,
            a: fmt(n - 1),
            wrong: nearMisses(rng, n - 1).map((s) => fmt(Number(s))),
          };
    },
    scqKey,
  );
  const fourSet = new Set<number>();
  while (fourSet.size < 4) fourSet.add(rng.int(1, max - 1));
  const four = [...fourSet];
  scq.push({
    q: 'Which is the greatest number?',
    a: fmt(Math.max(...four)),
    wrong: four.filter((x) => x !== Math.max(...four)).map(fmt),
  });
  const apples = rng.int(3, 9);
  scq.push({
    q: 'How many apples are there in the picture?',
    a: String(apples),
    wrong: nearMisses(rng, apples, 2),
    image: `apples-${apples}`,
  });
  const mcq = distinct(
    6,
    () => {
      const s = rng.int(1, Math.min(max, 1000) - 4);
      const four = [s, s + 1, s + 2, s + 3];
      return {
        q: 'Select ALL the even numbers.',
        right: four.filter((x) => x % 2 === 0).map(fmt),
        wrong: four.filter((x) => x % 2 === 1).map(fmt),
      };
    },
    mcqKey,
  );
  const x = rng.int(20, Math.min(max, 1000) - 30);
  mcq.push({
    q: `Select ALL the numbers greater than ${fmt(x)}.`,
    right: [fmt(x + 7), fmt(x + 19)],
    wrong: [fmt(x - 3), fmt(x - 15)],
  });
  const fib = distinct(
    6,
    () => {
      const n = rng.int(2, max - 2);
      return {
        text: `[a] comes just before ${n} and [b] comes just after ${n}.`,
        blanks: { a: String(n - 1), b: String(n + 1) },
      };
    },
    fibKey,
  );
  return { scq, mcq, fib };
};

/** Shared maker for the four operations: `pair` draws operands, `apply` computes the answer. */
function operation(
  sign: string,
  pair: (g: number, rng: Rng) => [number, number],
  apply: (a: number, b: number) => number,
  multiples?: { phrase: (k: number) => string; k: (g: number, rng: Rng) => number },
): ChapterMaker {
  return (g, rng) => {
    const scq = distinct(
      10,
      () => {
        const [a, b] = pair(g, rng);
        const r = apply(a, b);
        return {
          q: `What is ${fmt(a)} ${sign} ${fmt(b)}?`,
          a: fmt(r),
          wrong: nearMisses(rng, r, sign === '×' ? a : 10).map((s) => fmt(Number(s))),
        };
      },
      scqKey,
    );
    const mcq = distinct(
      6,
      () => {
        if (multiples) {
          const k = multiples.k(g, rng);
          const m1 = k * rng.int(2, 9);
          const m2 = k * rng.int(10, 12);
          return {
            q: multiples.phrase(k),
            right: [String(m1), String(m2)],
            wrong: [String(m1 + 1), String(m2 - 1)],
          };
        }
        const [a, b] = pair(g, rng);
        const r = apply(a, b);
        const [c, d] = sign === '+' ? [a + 1, b - 1] : [a + 1, b + 1];
        return {
          q: `Select ALL the ${sign === '+' ? 'sums' : 'differences'} that equal ${fmt(r)}.`,
          right: [`${fmt(a)} ${sign} ${fmt(b)}`, `${fmt(c)} ${sign} ${fmt(d)}`],
          wrong: [`${fmt(a)} ${sign} ${fmt(b + 1)}`, `${fmt(a + 2)} ${sign} ${fmt(b)}`],
        };
      },
      mcqKey,
    );
    const fib = distinct(
      6,
      () => {
        const [a, b] = pair(g, rng);
        const [c, d] = pair(g, rng);
        // FIB answers are typed, so no thousands separators anywhere in them.
        return {
          text: `${a} ${sign} ${b} = [a] and ${c} ${sign} ${d} = [b]`,
          blanks: { a: String(apply(a, b)), b: String(apply(c, d)) },
        };
      },
      fibKey,
    );
    return { scq, mcq, fib };
  };
}

const addPair = (g: number, rng: Rng): [number, number] => {
  const top = limit(g) / 2;
  return [rng.int(Math.ceil(top / 10), Math.floor(top)), rng.int(2, Math.floor(top))];
};
const subPair = (g: number, rng: Rng): [number, number] => {
  const a = rng.int(Math.ceil(limit(g) / 4), limit(g) - 1);
  return [a, rng.int(1, a - 1)];
};
const mulPair = (g: number, rng: Rng): [number, number] =>
  g <= 2
    ? [rng.pick([2, 5, 10]), rng.int(1, 10)]
    : g === 3
      ? [rng.int(2, 10), rng.int(2, 10)]
      : g === 4
        ? [rng.int(3, 12), rng.int(3, 12)]
        : [rng.int(12, 99), rng.int(3, 9)];
const divPair = (g: number, rng: Rng): [number, number] => {
  const b = rng.int(2, g >= 5 ? 12 : 10);
  return [b * rng.int(2, g >= 5 ? 25 : 10), b];
};

export const addition = operation('+', addPair, (a, b) => a + b);
export const subtraction = operation('-', subPair, (a, b) => a - b);
export const multiplication = operation('×', mulPair, (a, b) => a * b, {
  phrase: (k) => `Select ALL the multiples of ${k}.`,
  k: (g, rng) => rng.int(2, g >= 4 ? 12 : 10),
});
export const division = operation('÷', divPair, (a, b) => a / b, {
  phrase: (k) => `Select ALL the numbers that can be divided exactly by ${k}.`,
  k: (_g, rng) => rng.int(3, 9),
});

export { numbers };
