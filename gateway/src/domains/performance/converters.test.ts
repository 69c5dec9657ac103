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
  );
  expect(p.subjects.map((s) => [s.subject, s.isOverall, s.percentile])).toEqual([
    ['English', false, 0],
    ['Mathematics', false, 200],
  ]);
  expect(p.overall).toEqual({
    id: 'Overall Performance',
    subject: 'Overall Performance',
    isOverall: true,
    studentAverage: 48.33,
    classAverage: 20,
    percentile: 100,
  });
});

it('has no overall row without history, and computes one if the upstream omits it', () => {
  expect(toSubjectPerformance([])).toEqual({ id: 'me', subjects: [], overall: null });
  const p = toSubjectPerformance(
    performanceDto.parse([
      { subject: 'A', student_avg: 50, class_avg: 25, percentile: 200 },
      { subject: 'B', student_avg: 0, class_avg: 25, percentile: 0 },
    ]),
  );
  expect(p.overall).toMatchObject({ studentAverage: 25, classAverage: 25, percentile: 100, isOverall: true });
});
