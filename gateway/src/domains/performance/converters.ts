// Converter: the REST subject-performance rows → the schema's SubjectPerformance.
import type { SubjectPerformance, SubjectPerformanceRow } from '../../__generated__/resolvers-types';
import type { PerformanceDto } from './upstream-types';

export const OVERALL = 'Overall Performance';
const isOverallName = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '') === 'overallperformance';
const round2 = (n: number) => Math.round(n * 100) / 100;

function row(
  subject: string,
  r: { student_avg: number | null; class_avg: number | null; percentile: number | null },
  isOverall: boolean,
): SubjectPerformanceRow {
  return {
    id: subject,
    subject,
    isOverall,
    studentAverage: r.student_avg ?? 0,
    classAverage: r.class_avg ?? 0,
    percentile: r.percentile ?? 0,
  };
}

/**
 * Subject rows and the Overall Performance row, as the upstream computes them (its percentile is a ratio and
 * can exceed 100). If a backend ever omits the overall row, it is the average of the subject rows.
 */
export function toSubjectPerformance(dto: PerformanceDto): SubjectPerformance {
  const named = dto.flatMap((r) => (r.subject ? [{ ...r, subject: r.subject }] : []));
  const overallDto = named.find((r) => isOverallName(r.subject));
  const subjects = named.filter((r) => r !== overallDto).map((r) => row(r.subject, r, false));
  let overall: SubjectPerformanceRow | null = null;
  if (overallDto) overall = row(OVERALL, overallDto, true);
  else if (subjects.length > 0) {
    const avg = (pick: (s: SubjectPerformanceRow) => number) =>
      round2(subjects.reduce((t, s) => t + pick(s), 0) / subjects.length);
    overall = {
      id: OVERALL,
      subject: OVERALL,
      isOverall: true,
      studentAverage: avg((s) => s.studentAverage),
      classAverage: avg((s) => s.classAverage),
      percentile: avg((s) => s.percentile),
    };
  }
  return { id: 'me', subjects, overall };
}
