import { describe, expect, it } from 'vitest';
import { matchRoute, paths, withoutTrailingSlash } from './paths';

describe('the route table', () => {
  it('treats a path with trailing slashes as the same route', () => {
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('/student/quiz-result/12/')).toBe('/student/quiz-result/12');
    expect(withoutTrailingSlash('/honor-board///')).toBe('/honor-board');
    expect(withoutTrailingSlash('///')).toBe('/');
    expect(matchRoute(paths.quizResult('12'))?.name).toBe('quizResult');
    expect(matchRoute('/student/quiz-result/12')?.name).toBe('quizResult');
    expect(matchRoute('/honor-board/')?.render).toBe('public');
    expect(matchRoute('/student/quiz-result/12/x')).toBeUndefined();
  });

  it('costs a hostile path its length, not its square: long runs of slashes inside it', () => {
    const hostile = [
      `/student${'/'.repeat(100_000)}x`,
      `/a${'/'.repeat(50_000)}b${'/'.repeat(50_000)}`,
      `/student/quiz-result/${'é'.repeat(50_000)}/`,
    ];
    const cpu = process.cpuUsage();
    for (const path of hostile) matchRoute(path);
    const { user, system } = process.cpuUsage(cpu);
    // Linear: well under a millisecond each; the regex it replaced took tens of seconds on the first one.
    expect((user + system) / 1000).toBeLessThan(1000);
    expect(matchRoute(hostile[1]!)).toBeUndefined();
  });
});
