// The demo catalogue: the curriculum's shape, and every question answerable by its own correct answer.
import { describe, expect, it } from 'vitest';
import { seedState } from '../../seed';
import { correctPayload, isCorrect } from '../quiz-attempts/grading';

const NOW = () => new Date('2026-11-22T03:00:00Z');

describe('demo catalogue', () => {
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
});
