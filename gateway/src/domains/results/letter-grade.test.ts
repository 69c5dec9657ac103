import fc from 'fast-check';
import { expect, it } from 'vitest';
import { letterOf } from './letter-grade';

it('gives the bands of the spec, at and just below each edge', () => {
  const edges: Array<[number, string, string]> = [
    [95, 'A+', 'A-'],
    [90, 'A-', 'B+'],
    [85, 'B+', 'B-'],
    [80, 'B-', 'C+'],
    [75, 'C+', 'C-'],
    [70, 'C-', 'D+'],
    [65, 'D+', 'D-'],
    [60, 'D-', 'F'],
  ];
  for (const [edge, at, below] of edges) expect([letterOf(edge), letterOf(edge - 0.01)]).toEqual([at, below]);
  expect([letterOf(100), letterOf(0)]).toEqual(['A+', 'F']);
});

it('never rises when the percentage falls', () => {
  const order = ['F', 'D-', 'D+', 'C-', 'C+', 'B-', 'B+', 'A-', 'A+'];
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      (a, b) => {
        const [low, high] = [letterOf(Math.min(a, b)), letterOf(Math.max(a, b))];
        expect(order.indexOf(low)).toBeLessThanOrEqual(order.indexOf(high));
      },
    ),
  );
});
