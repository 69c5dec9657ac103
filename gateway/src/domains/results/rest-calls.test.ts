import { describe, expect, it } from 'vitest';
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
