// Shapes of the seed content before it becomes banks/questions/quizzes.
import type { Rng } from '../../../prng';

export interface ScqItem {
  q: string;
  a: string;
  wrong: string[];
  image?: string;
}
export interface McqItem {
  q: string;
  right: string[];
  wrong: string[];
}
/** FIB text uses [a], [b]… for blanks. */
export interface FibItem {
  text: string;
  blanks: { a: string; b?: string };
}
export interface ChapterContent {
  scq: ScqItem[];
  mcq: McqItem[];
  fib: FibItem[];
}
export type ChapterMaker = (grade: number, rng: Rng) => ChapterContent;

/** Calls `make` until `count` items with distinct keys exist (generated questions must not repeat). */
export function distinct<T>(count: number, make: () => T, key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const item = make();
    if (!seen.has(key(item))) seen.set(key(item), item);
  }
  return [...seen.values()];
}

/** Three distinct, non-negative wrong answers close to `answer`. */
export function nearMisses(rng: Rng, answer: number, spread = 10): string[] {
  const out = new Set<number>();
  const deltas = [1, -1, 2, -2, 3, -3, spread, -spread];
  while (out.size < 3) {
    const v = answer + rng.pick(deltas);
    if (v >= 0 && v !== answer) out.add(v);
  }
  return [...out].map(String);
}

/** A chapter whose questions are curated by hand (no generation). */
export const fixed =
  (content: ChapterContent): ChapterMaker =>
  () =>
    content;
