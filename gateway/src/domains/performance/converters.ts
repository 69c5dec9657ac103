// Converter: the REST subject-performance rows → the schema's SubjectPerformance.
import type { SubjectPerformance, SubjectPerformanceRow } from '../../__generated__/resolvers-types';
import type { PerformanceDto } from './upstream-types';

export const OVERALL = 'Overall Performance';
const isOverallName = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '') === 'overallperformance';
const round2 = (n: number) => Math.round(n * 100) / 100;
/** One student's row about one subject (owner ids never contain "/"). */
const rowId = (owner: string, subject: string) => `${owner}/${subject}`;

function row(
  owner: string,
  subject: string,
  r: { student_avg: number | null; class_avg: number | null; percentile: number | null },
  isOverall: boolean,
): SubjectPerformanceRow {
  return {
    id: rowId(owner, subject),
    subject,
    isOverall,
    studentAverage: r.student_avg ?? 0,
    classAverage: r.class_avg ?? 0,
    percentile: r.percentile ?? 0,
  };
}

/**
 * Subject rows and the Overall Performance row, as the upstream computes them (its percentile is a ratio and
 * can exceed 100). If a backend ever omits the overall row, it is the average of the subject rows. `owner` is the
 * student's viewer id: the object's id, from which the rows' ids derive.
 */
export function toSubjectPerformance(dto: PerformanceDto, owner: string): SubjectPerformance {
  const named = dto.flatMap((r) => (r.subject ? [{ ...r, subject: r.subject }] : []));
  const overallDto = named.find((r) => isOverallName(r.subject));
  const subjects = named.filter((r) => r !== overallDto).map((r) => row(owner, r.subject, r, false));
  let overall: SubjectPerformanceRow | null = null;
  if (overallDto) overall = row(owner, OVERALL, overallDto, true);
  else if (subjects.length > 0) {
    const avg = (pick: (s: SubjectPerformanceRow) => number) =>
      round2(subjects.reduce((t, s) => t + pick(s), 0) / subjects.length);
    overall = {
      id: rowId(owner, OVERALL),
      subject: OVERALL,
      isOverall: true,
      studentAverage: avg((s) => s.studentAverage),
      classAverage: avg((s) => s.classAverage),
      percentile: avg((s) => s.percentile),
    };
  }
  return { id: owner, subjects, overall };
}
