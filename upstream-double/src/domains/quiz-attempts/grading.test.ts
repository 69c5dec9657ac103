import { describe, expect, it } from 'vitest';
import { letterGrade, normalize } from './grading';

describe('grading helpers', () => {
  it('normalises HTML, whitespace and case', () => {
    expect(normalize('  <p>Hello   <b>World</b></p> ')).toBe('hello world');
    expect(normalize(42)).toBe('42');
    expect(normalize(undefined)).toBe('');
  });

  it('maps percentages to letters at the documented bands', () => {
    const cases: [number, string][] = [
      [100, 'A+'],
      [95, 'A+'],
      [94.99, 'A-'],
      [90, 'A-'],
      [85, 'B+'],
      [80, 'B-'],
      [75, 'C+'],
      [70, 'C-'],
      [65, 'D+'],
      [60, 'D-'],
      [59.99, 'F'],
      [0, 'F'],
    ];
    for (const [p, l] of cases) expect(letterGrade(p), String(p)).toBe(l);
  });
});
