// Her subject performance, composed from her history (her own averages) and the API's subject performance (the
// class figures, only where plausible). The rules are in the schema's `SubjectPerformanceRow` and `ClassComparison`.
import type {
  ClassComparison,
  SubjectPerformance,
  SubjectPerformanceRow,
} from '../../__generated__/resolvers-types';
import type { HistoryRowDto } from '../results/upstream-types';
import { sameName } from './quiz-matching';
import type { PerformanceDto } from './upstream-types';

export const OVERALL = 'Overall Performance';
const isOverallName = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '') === 'overallperformance';
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
/** One student's row about one subject (owner ids never contain "/"). */
const rowId = (owner: string, subject: string) => `${owner}/${subject}`;

/** Her average in one subject, from her history. */
export interface SubjectAverage {
  /** The subject's name as her newest history entry in it spells it. */
  subject: string;
  /** The mean of her history's percentages in the subject, unrounded. */
  average: number;
  quizCount: number;
}

/** Per subject (keyed by `sameName`): the mean of the percentages of her history entries naming it. */
export function historyAverages(
  history: readonly HistoryRowDto[],
  include: (row: HistoryRowDto) => boolean = () => true,
): Map<string, SubjectAverage> {
  const sums = new Map<string, { subject: string; total: number; n: number }>();
  for (const r of history) {
    if (!r.subject?.trim() || r.percentage === null || !include(r)) continue;
    const key = sameName(r.subject);
    const s = sums.get(key) ?? { subject: r.subject.trim(), total: 0, n: 0 };
    sums.set(key, { ...s, total: s.total + r.percentage, n: s.n + 1 });
  }
  return new Map(
    [...sums].map(([key, s]) => [key, { subject: s.subject, average: s.total / s.n, quizCount: s.n }]),
  );
}

const NOT_REPORTED: ClassComparison = {
  classAverage: null,
  ratio: null,
  unavailableReason: 'NOT_REPORTED',
};
const IMPLAUSIBLE: ClassComparison = { classAverage: null, ratio: null, unavailableReason: 'IMPLAUSIBLE' };

type ApiRow = PerformanceDto[number];

/**
 * The class comparison for her average `mine` in a subject, from the API's row for it (if any): only a class
 * average from 0 to 100, not 0 while she scored there, next to a figure for her that is not 0 while she scored.
 */
export function classComparison(mine: number, api: ApiRow | undefined): ClassComparison {
  if (!api || api.class_avg === null) return NOT_REPORTED;
  const cls = api.class_avg;
  const scored = mine > 0;
  if (cls < 0 || cls > 100) return IMPLAUSIBLE;
  if (scored && (cls === 0 || api.student_avg === 0)) return IMPLAUSIBLE;
  return { classAverage: cls, ratio: cls > 0 ? round2((mine / cls) * 100) : null, unavailableReason: null };
}

const legacy = (api: ApiRow | undefined) => ({
  classAverage: api?.class_avg ?? 0,
  percentile: api?.percentile ?? 0,
});

/**
 * Subject rows from her history, in name order, each compared with the API's row of the same subject; the Overall
 * Performance row is the mean of the subject rows, compared only when every subject is. `owner` is her viewer id:
 * the object's id, from which the rows' ids derive.
 */
export function composeSubjectPerformance(
  history: readonly HistoryRowDto[],
  api: PerformanceDto | null,
  owner: string,
): SubjectPerformance {
  const apiRows = (api ?? []).filter((r) => r.subject);
  const apiOverall = apiRows.find((r) => isOverallName(r.subject!));
  const apiBySubject = new Map(apiRows.filter((r) => r !== apiOverall).map((r) => [sameName(r.subject), r]));
  const subjects: SubjectPerformanceRow[] = [...historyAverages(history)]
    .sort(([, a], [, b]) => a.subject.localeCompare(b.subject, 'en'))
    .map(([key, s]) => {
      const apiRow = apiBySubject.get(key);
      const studentAverage = round2(s.average);
      return {
        id: rowId(owner, s.subject),
        subject: s.subject,
        isOverall: false,
        studentAverage,
        quizCount: s.quizCount,
        classComparison: classComparison(studentAverage, apiRow),
        ...legacy(apiRow),
      };
    });
  if (subjects.length === 0) return { id: owner, subjects, overall: null };
  const studentAverage = round2(mean(subjects.map((s) => s.studentAverage)));
  const compared = subjects.map((s) => s.classComparison.classAverage);
  const classAverages = compared.filter((c): c is number => c !== null);
  const overallComparison: ClassComparison =
    classAverages.length < subjects.length
      ? (subjects.find((s) => s.classComparison.unavailableReason === 'IMPLAUSIBLE')?.classComparison ??
        NOT_REPORTED)
      : classComparison(studentAverage, {
          subject: OVERALL,
          student_avg: apiOverall?.student_avg ?? null,
          class_avg: round2(mean(classAverages)),
          percentile: null,
        });
  const overall: SubjectPerformanceRow = {
    id: rowId(owner, OVERALL),
    subject: OVERALL,
    isOverall: true,
    studentAverage,
    quizCount: subjects.reduce((n, s) => n + s.quizCount, 0),
    classComparison: overallComparison,
    ...(apiOverall
      ? legacy(apiOverall)
      : {
          classAverage: round2(mean(subjects.map((s) => s.classAverage))),
          percentile: round2(mean(subjects.map((s) => s.percentile))),
        }),
  };
  return { id: owner, subjects, overall };
}
