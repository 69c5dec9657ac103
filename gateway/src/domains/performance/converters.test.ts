import { expect, it } from 'vitest';
import { toSubjectPerformance } from './converters';
import { performanceDto } from './upstream-types';

it('splits the Overall Performance row from the subject rows', () => {
  const p = toSubjectPerformance(
    performanceDto.parse([
      { subject: 'English', student_avg: 16.67, class_avg: 0, percentile: 0 },
      { subject: 'Mathematics', student_avg: 80, class_avg: 40, percentile: 200 },
      { subject: 'Overall Performance', student_avg: 48.33, class_avg: 20, percentile: 100 },
    ]),
    'owner1',
  );
  expect(p.subjects.map((s) => [s.subject, s.isOverall, s.percentile])).toEqual([
    ['English', false, 0],
    ['Mathematics', false, 200],
  ]);
  expect(p.overall).toEqual({
    id: 'owner1/Overall Performance',
    subject: 'Overall Performance',
    isOverall: true,
    studentAverage: 48.33,
    classAverage: 20,
    percentile: 100,
  });
});

it('has no overall row without history, and computes one if the upstream omits it', () => {
  expect(toSubjectPerformance([], 'owner1')).toEqual({ id: 'owner1', subjects: [], overall: null });
  const p = toSubjectPerformance(
    performanceDto.parse([
      { subject: 'A', student_avg: 50, class_avg: 25, percentile: 200 },
      { subject: 'B', student_avg: 0, class_avg: 25, percentile: 0 },
    ]),
    'owner1',
  );
  expect(p.overall).toMatchObject({ studentAverage: 25, classAverage: 25, percentile: 100, isOverall: true });
});

it("gives the object and each row an id of the student's own, so two students' rows never share one", () => {
  const rows = performanceDto.parse([
    { subject: 'Mathematics', student_avg: 80, class_avg: 40, percentile: 200 },
    { subject: 'Overall Performance', student_avg: 80, class_avg: 40, percentile: 200 },
  ]);
  const ids = (owner: string) => {
    const p = toSubjectPerformance(rows, owner);
    return [p.id, ...p.subjects.map((s) => s.id), p.overall?.id];
  };
  expect(ids('aaa')).toEqual(['aaa', 'aaa/Mathematics', 'aaa/Overall Performance']);
  expect(ids('bbb')).toEqual(['bbb', 'bbb/Mathematics', 'bbb/Overall Performance']);
});
