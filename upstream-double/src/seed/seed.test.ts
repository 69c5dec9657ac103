import { describe, expect, it } from 'vitest';
import { honourBoardRows } from '../domains/honours/boards';
import { startUpstreamDouble } from '../index';
import { seedState } from './index';
import { call, login } from '../testing/test-client';

const NOW = () => new Date('2026-11-22T03:00:00Z');

describe('demo seed', () => {
  it('is fast and deterministic', () => {
    // CPU time, not wall time: the same on a busy machine (every test double seeds at start).
    const cpu = process.cpuUsage();
    const a = seedState('demo', NOW);
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    const b = seedState('demo', NOW);
    expect([...a.questions.keys()]).toEqual([...b.questions.keys()]);
    expect([...a.users.values()].map((u) => u.username)).toEqual(
      [...b.users.values()].map((u) => u.username),
    );
    expect([...a.attempts.values()].map((x) => x.result?.marks)).toEqual(
      [...b.attempts.values()].map((x) => x.result?.marks),
    );
  });

  it('has a few hundred students, lively honour boards (≤ 10 per grade) and an interesting class for mrs.khan', async () => {
    const s = seedState('demo', NOW);
    expect([...s.users.values()].filter((u) => u.role === 'student').length).toBeGreaterThan(200);
    const stars = honourBoardRows(s, 30);
    expect(stars).toHaveLength(5);
    for (const g of stars) expect((g.top_students as unknown[]).length).toBeLessThanOrEqual(10);
    const double = await startUpstreamDouble({ seed: 'demo', now: NOW });
    try {
      const khan = await call(double, 'teacher/students/', { token: await login(double, 'mrs.khan') });
      expect(khan.body.length).toBeGreaterThan(10);
      const history = await call(double, 'student/quiz-history/', { token: await login(double, 'ayesha') });
      expect(history.body.results.length).toBeGreaterThanOrEqual(3);
      expect(
        (await call(double, 'token/', { json: { username: 'zainab', password: 'learnify123' } })).status,
      ).toBe(401);
      expect(
        (await call(double, 'token/', { json: { username: 'bilal', password: 'learnify123' } })).body
          .account_status,
      ).toBe('expired');
    } finally {
      await double.close();
    }
  });
});
