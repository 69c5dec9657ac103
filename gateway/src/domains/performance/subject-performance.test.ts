import { describe, expect, it } from 'vitest';
import { historyRowDto } from '../results/upstream-types';
import { classComparison, composeSubjectPerformance } from './subject-performance';
import { performanceDto } from './upstream-types';

const row = (subject: string | null, percentage: number | null) =>
  historyRowDto.parse({ quiz_title: `${subject} quiz`, subject, grade: 'Grade 3', percentage });
const api = (rows: Record<string, unknown>[]) => performanceDto.parse(rows);

describe('composeSubjectPerformance', () => {
  it('takes her averages from her history, one row per subject in name order, overall their mean', () => {
    const history = [row('Mathematics', 60), row('English', 50), row('Mathematics', 100), row(null, 10)];
    const p = composeSubjectPerformance(history, null, 'owner1');
    expect(p.subjects.map((s) => [s.subject, s.studentAverage, s.quizCount])).toEqual([
      ['English', 50, 1],
      ['Mathematics', 80, 2],
    ]);
    expect(p.overall).toMatchObject({ studentAverage: 65, quizCount: 3, isOverall: true });
    // Nothing from the API: no comparison, and the old fields keep their 0.
    expect(p.subjects[0]).toMatchObject({
      classComparison: { classAverage: null, ratio: null, unavailableReason: 'NOT_REPORTED' },
      classAverage: 0,
      percentile: 0,
    });
    expect(composeSubjectPerformance([], null, 'owner1')).toEqual({
      id: 'owner1',
      subjects: [],
      overall: null,
    });
  });

  it('compares with the class where the API is plausible, and says why not elsewhere', () => {
    const history = [row('Mathematics', 80), row('English', 40), row('Urdu', 0)];
    const p = composeSubjectPerformance(
      history,
      api([
        { subject: 'Mathematics', student_avg: 83.33, class_avg: 64, percentile: 130.2 },
        { subject: 'english', student_avg: 16.67, class_avg: 0, percentile: 0 },
        { subject: 'Urdu', student_avg: 0, class_avg: 30, percentile: 0 },
        { subject: 'Overall Performance', student_avg: 33.33, class_avg: 31.33, percentile: 43.4 },
      ]),
      'owner1',
    );
    const [english, maths, urdu] = p.subjects;
    expect(maths?.classComparison).toEqual({ classAverage: 64, ratio: 125, unavailableReason: null });
    // A class average of 0 while she, in her class, scored 40: not a real figure.
    expect(english?.classComparison.unavailableReason).toBe('IMPLAUSIBLE');
    expect(english?.classAverage).toBe(0); // the deprecated field keeps the API's number
    // She scored nothing there: 30 can be her class's figure.
    expect(urdu?.classComparison).toEqual({ classAverage: 30, ratio: 0, unavailableReason: null });
    // Overall: only when every subject is compared.
    expect(p.overall?.classComparison.unavailableReason).toBe('IMPLAUSIBLE');
    expect(p.overall).toMatchObject({ classAverage: 31.33, percentile: 43.4 });
  });

  it('compares the overall row when every subject is', () => {
    const p = composeSubjectPerformance(
      [row('Mathematics', 80), row('English', 40)],
      api([
        { subject: 'Mathematics', student_avg: 80, class_avg: 50 },
        { subject: 'English', student_avg: 40, class_avg: 70 },
      ]),
      'owner1',
    );
    expect(p.overall?.classComparison).toEqual({ classAverage: 60, ratio: 100, unavailableReason: null });
  });

  it("gives the object and each row an id of the student's own, so two students' rows never share one", () => {
    const history = [row('Mathematics', 80)];
    const ids = (owner: string) => {
      const p = composeSubjectPerformance(history, null, owner);
      return [p.id, ...p.subjects.map((s) => s.id), p.overall?.id];
    };
    expect(ids('aaa')).toEqual(['aaa', 'aaa/Mathematics', 'aaa/Overall Performance']);
    expect(ids('bbb')).toEqual(['bbb', 'bbb/Mathematics', 'bbb/Overall Performance']);
  });
});

describe('classComparison', () => {
  const apiRow = (student_avg: number | null, class_avg: number | null) =>
    api([{ subject: 'S', student_avg, class_avg }])[0];
  it('refuses out-of-range figures and zeros that contradict her history', () => {
    expect(classComparison(50, apiRow(50, 120)).unavailableReason).toBe('IMPLAUSIBLE');
    expect(classComparison(50, apiRow(50, -1)).unavailableReason).toBe('IMPLAUSIBLE');
    expect(classComparison(50, apiRow(0, 40)).unavailableReason).toBe('IMPLAUSIBLE');
    expect(classComparison(50, apiRow(50, null)).unavailableReason).toBe('NOT_REPORTED');
    expect(classComparison(50, undefined).unavailableReason).toBe('NOT_REPORTED');
    expect(classComparison(0, apiRow(0, 0))).toEqual({
      classAverage: 0,
      ratio: null,
      unavailableReason: null,
    });
  });
});
