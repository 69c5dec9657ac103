/** Learnify's letter bands (spec; the same on the REST API): the lowest percentage of each letter. */
const BANDS: Array<[number, string]> = [
  [95, 'A+'],
  [90, 'A-'],
  [85, 'B+'],
  [80, 'B-'],
  [75, 'C+'],
  [70, 'C-'],
  [65, 'D+'],
  [60, 'D-'],
];

/**
 * The letter of a percentage. The gateway gives it rather than passing the upstream's on: the recorded API stores
 * the letter of a different count at finalize (its result said C+ beside 60 %, its history D-).
 */
export function letterOf(percentage: number): string {
  return BANDS.find(([min]) => percentage >= min)?.[1] ?? 'F';
}
