import { describe, expect, it } from 'vitest';
import { correctPayload, isCorrect, letterGrade, normalize } from '../domains/quiz-attempts/grading';
import { honourBoard } from '../domains/honours/boards';
import { startUpstreamDouble } from '../index';
import { seedState } from './index';
import { call, login } from '../testing/test-client';

const NOW = () => new Date('2026-11-22T03:00:00Z');

describe('demo seed', () => {
  it('is fast and deterministic', () => {
    const t = performance.now();
    const a = seedState('demo', NOW);
    expect(performance.now() - t).toBeLessThan(1000);
    const b = seedState('demo', NOW);
    expect([...a.questions.keys()]).toEqual([...b.questions.keys()]);
    expect([...a.users.values()].map((u) => u.username)).toEqual(
      [...b.users.values()].map((u) => u.username),
    );
    expect([...a.attempts.values()].map((x) => x.result?.marks)).toEqual(
      [...b.attempts.values()].map((x) => x.result?.marks),
    );
  });

  it('has the curriculum: grades 1–5, ≥3 subjects per grade, ≥2 chapters per subject, ≥2 numbered quizzes per chapter', () => {
    const s = seedState('demo', NOW);
    expect(s.grades.map((g) => g.name)).toEqual(['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5']);
    for (const g of s.grades) {
      const subjects = s.subjects.filter((x) => x.gradeId === g.id);
      expect(subjects.length).toBeGreaterThanOrEqual(3);
      for (const sub of subjects) {
        const chapters = s.chapters.filter((c) => c.subjectId === sub.id);
        expect(chapters.length).toBeGreaterThanOrEqual(2);
        for (const c of chapters) {
          const quizzes = [...s.quizzes.values()].filter((q) => q.chapterId === c.id);
          expect(quizzes.length).toBeGreaterThanOrEqual(2);
          for (const q of quizzes) expect(q.title).toMatch(/^\d+\. /);
        }
      }
    }
    const texts = [...s.questions.values()].map((q) => q.text);
    expect(texts.some((t) => t.includes('<img src="{{MEDIA}}/media/questions/'))).toBe(true);
    expect(
      [...s.questions.values()].some(
        (q) => q.type === 'fib' && q.text.includes('[a]') && q.text.includes('[b]'),
      ),
    ).toBe(true);
  });

  it('every question is answerable: correct options offered, 4 distinct options, blanks in the text', () => {
    const s = seedState('demo', NOW);
    for (const q of s.questions.values()) {
      expect(isCorrect(q, correctPayload(q)), q.text).toBe(true);
      if (q.type === 'fib') {
        const labels = [...q.text.matchAll(/\[([a-z])\]/g)].map((m) => m[1]);
        expect(labels, q.text).toEqual(Object.keys(q.correct as object));
      } else {
        expect(new Set(q.options).size, q.text).toBe(4);
        const right = Array.isArray(q.correct) ? q.correct : [q.correct];
        for (const r of right) expect(q.options, q.text).toContain(r);
      }
    }
    for (const bank of s.banks.values()) expect(new Set(bank.questionIds).size).toBe(bank.questionIds.length);
    for (const quiz of s.quizzes.values()) {
      for (const { bankId, count } of quiz.banks)
        expect(s.banks.get(bankId)!.questionIds.length).toBeGreaterThanOrEqual(count);
    }
  });

  it('has a few hundred students, lively honour boards (≤ 10 per grade) and an interesting class for mrs.khan', async () => {
    const s = seedState('demo', NOW);
    expect([...s.users.values()].filter((u) => u.role === 'student').length).toBeGreaterThan(200);
    const stars = honourBoard(s, 30);
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
