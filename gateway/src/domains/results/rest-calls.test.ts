import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { UpstreamResponse } from '../../upstream/client';
import { UpstreamError } from '../../upstream/upstream-error';
import { parsedOnce } from './rest-calls';
import { historyDto } from './upstream-types';

const answer = (data: unknown): UpstreamResponse => ({
  method: 'GET',
  path: 'student/quiz-history/',
  status: 200,
  body: { kind: 'json', data },
  data,
});

const row = (attempt: number, percentage: string) => ({
  quiz_title: 'Fractions',
  subject: 'Mathematics',
  percentage,
  attempt_id: attempt,
});

describe('parsedOnce', () => {
  it('parses the same answer once and gives every request that value, frozen', () => {
    const first = parsedOnce(
      historyDto,
      'history',
      answer({ full_name: 'Ayesha', results: [row(1, '80.00')] }),
    );
    const again = parsedOnce(
      historyDto,
      'history',
      answer({ full_name: 'Ayesha', results: [row(1, '80.00')] }),
    );
    expect(again).toBe(first);
    expect(first.results[0]).toMatchObject({ attempt_id: '1', percentage: 80 });
    expect(Object.isFrozen(first.results[0])).toBe(true);
    expect(() => (first.results as unknown[]).push(row(2, '10'))).toThrow(TypeError);
  });

  it('never gives one answer’s value for another, however close', () => {
    const hers = parsedOnce(
      historyDto,
      'history',
      answer({ full_name: 'Ayesha', results: [row(1, '80.00')] }),
    );
    const his = parsedOnce(historyDto, 'history', answer({ full_name: 'Bilal', results: [row(1, '80.00')] }));
    const later = parsedOnce(
      historyDto,
      'history',
      answer({ full_name: 'Ayesha', results: [row(1, '80.01')] }),
    );
    expect(his.full_name).toBe('Bilal');
    expect(later.results[0]?.percentage).toBe(80.01);
    expect(new Set([hers, his, later]).size).toBe(3);
  });

  it('still refuses an answer of the wrong shape, every time', () => {
    for (let i = 0; i < 2; i++)
      expect(() => parsedOnce(historyDto, 'history', answer(['not', 'a', 'history']))).toThrow(UpstreamError);
  });
});

describe('parsedOnce over generated answers (fast-check)', () => {
  // Rows as the upstream may send them: numbers as numbers or numeric strings, texts or numbers, missing fields,
  // unknown fields, and rows that are not rows at all. Taken through JSON as every upstream answer is.
  const leaf = fc.oneof(
    fc.constantFrom('80.00', '80', '80.0', ' 80.00', '-0', '0', '1e2', 'Ayesha', 'ayesha', '', '__proto__'),
    fc.integer({ min: -2, max: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant(null),
  );
  const historyRow = fc.record(
    {
      quiz_title: leaf,
      subject: leaf,
      grade: leaf,
      percentage: leaf,
      marks_obtained: leaf,
      attempted_on: fc.constantFrom('2026-11-22T10:00:00+05:00', '2026-11-22', 'not a date'),
      attempt_id: leaf,
      extra: leaf,
    },
    { requiredKeys: [] },
  );
  const history = fc
    .record({
      full_name: fc.constantFrom('Ayesha', 'Bilal', 'ayesha', 'Ayesha ', ''),
      results: fc.array(fc.oneof(historyRow, leaf), { maxLength: 4 }),
    })
    .map((h) => JSON.parse(JSON.stringify(h)) as unknown);

  it('gives each answer what a fresh parse gives, never another answer’s, past the 256 it keeps', () => {
    fc.assert(
      fc.property(fc.array(history, { minLength: 1, maxLength: 300, size: 'max' }), (answers) => {
        const seen = new Map<string, unknown>();
        for (const data of answers) {
          const value = parsedOnce(historyDto, 'history', answer(data));
          expect(value).toEqual(historyDto.parse(data));
          expect(Object.isFrozen(value)).toBe(true);
          const text = JSON.stringify(data);
          for (const [other, kept] of seen) if (other !== text) expect(kept).not.toBe(value);
          seen.set(text, value);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('what parsedOnce keeps', () => {
  const long = (name: string, rows: number) =>
    answer({ full_name: name, results: Array.from({ length: rows }, (_, i) => row(i, `${i % 100}.00`)) });

  it('keeps answers by their length, not only their count: long histories push each other out', () => {
    // 600 rows each (about 53 KB of JSON): 24 more such answers and the first is parsed again.
    const first = parsedOnce(historyDto, 'history', long('Ayesha', 600));
    expect(parsedOnce(historyDto, 'history', long('Ayesha', 600))).toBe(first);
    for (let i = 0; i < 24; i++) parsedOnce(historyDto, 'history', long(`Child ${i}`, 600));
    expect(parsedOnce(historyDto, 'history', long('Ayesha', 600))).not.toBe(first);
  });

  it('never keeps one answer long enough to push out sixteen others', () => {
    const first = parsedOnce(historyDto, 'history', long('Ayesha', 2000));
    const again = parsedOnce(historyDto, 'history', long('Ayesha', 2000));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
