import type {
  ClassSubjectAverage,
  MissingHistoryReason,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types';
import { parseKarachiDateTime } from '../../lib/dates';
import { addDays, karachiDay, karachiDayOf } from '../../lib/karachi-day';
import { byNumberInName } from '../../lib/order';
import type { HistoryDto } from '../results/upstream-types';
import type { StudentOverviewSource, TeacherStudentDto } from './upstream-types';

type ClassOverview = ResolversParentTypes['ClassOverview'];
type StudentOverview = StudentOverviewSource;

/** What became of one student's history call. */
export type HistoryOutcome = { ok: true; history: HistoryDto } | { ok: false; reason: MissingHistoryReason };

/** "Needs help": the mean of her last five finished quizzes is below this. */
export const NEEDS_HELP_BELOW = 50;
const RECENT_QUIZZES = 5;
/** "Not active": no finished quiz in this many days (today included). */
export const ACTIVE_WINDOW_DAYS = 7;

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => (xs.length ? round2(xs.reduce((t, x) => t + x, 0) / xs.length) : null);

interface Row {
  at: number;
  day: string | null;
  percentage: number;
  subject: string | null;
  grade: string | null;
}

function rowsOf(history: HistoryDto): Row[] {
  return history.results
    .flatMap((r) => {
      if (r.percentage === null) return [];
      const iso = parseKarachiDateTime(r.attempted_on);
      return [
        {
          at: iso ? Date.parse(iso) : 0,
          day: karachiDayOf(iso),
          percentage: r.percentage,
          subject: r.subject,
          grade: r.grade,
        },
      ];
    })
    .sort((a, b) => b.at - a.at);
}

function studentOverview(s: TeacherStudentDto, rows: Row[], today: string): StudentOverview {
  const since = addDays(today, -(ACTIVE_WINDOW_DAYS - 1));
  const bySubject = new Map<string, number[]>();
  for (const r of rows)
    if (r.subject) bySubject.set(r.subject, [...(bySubject.get(r.subject) ?? []), r.percentage]);
  const weakest = [...bySubject.entries()]
    .map(([subject, xs]) => ({ subject, avg: mean(xs) ?? 0 }))
    .sort((a, b) => a.avg - b.avg || a.subject.localeCompare(b.subject))[0];
  const days = rows.flatMap((r) => (r.day ? [r.day] : [])).sort();
  return {
    id: s.username,
    username: s.username,
    fullName: s.full_name,
    grade: s.grade,
    quizzesLast7Days: rows.filter((r) => r.day !== null && r.day >= since && r.day <= today).length,
    averagePercentage: mean(rows.map((r) => r.percentage)),
    recentAveragePercentage: mean(rows.slice(0, RECENT_QUIZZES).map((r) => r.percentage)),
    lastActiveOn: days.at(-1) ?? null,
    weakestSubject: weakest?.subject ?? null,
  };
}

function subjectAverages(entries: { student: TeacherStudentDto; rows: Row[] }[]): ClassSubjectAverage[] {
  const groups = new Map<string, { grade: string; subject: string; xs: number[]; who: Set<string> }>();
  for (const { student, rows } of entries) {
    for (const r of rows) {
      if (!r.subject) continue;
      const grade = r.grade ?? student.grade ?? 'No grade';
      const id = `${grade}/${r.subject}`;
      const g = groups.get(id) ?? { grade, subject: r.subject, xs: [], who: new Set<string>() };
      g.xs.push(r.percentage);
      g.who.add(student.username);
      groups.set(id, g);
    }
  }
  return [...groups.entries()]
    .map(([id, g]) => ({
      id,
      grade: g.grade,
      subject: g.subject,
      averagePercentage: mean(g.xs) ?? 0,
      studentCount: g.who.size,
    }))
    .sort((a, b) => byNumberInName(a.grade, b.grade) || a.subject.localeCompare(b.subject));
}

/**
 * The class overview from the student list (in its display order) and each student's history outcome. Students
 * whose history failed appear only in `missing`: a partial average presented as the class's would mislead.
 */
export function composeClassOverview(
  students: TeacherStudentDto[],
  outcomes: Map<string, HistoryOutcome>,
  now: number,
): ClassOverview {
  const today = karachiDay(now);
  const known: { student: TeacherStudentDto; rows: Row[]; overview: StudentOverview }[] = [];
  const missing: ClassOverview['missing'] = [];
  for (const s of students) {
    const outcome = outcomes.get(s.username) ?? { ok: false, reason: 'UPSTREAM_ERROR' as const };
    if (!outcome.ok) {
      missing.push({ id: s.username, username: s.username, fullName: s.full_name, reason: outcome.reason });
      continue;
    }
    const rows = rowsOf(outcome.history);
    known.push({ student: s, rows, overview: studentOverview(s, rows, today) });
  }
  const overviews = known.map((k) => k.overview);
  return {
    id: 'class',
    composedAt: new Date(now).toISOString(),
    students: overviews,
    subjectAverages: subjectAverages(known),
    needsHelp: overviews
      .filter((o) => (o.recentAveragePercentage ?? NEEDS_HELP_BELOW) < NEEDS_HELP_BELOW)
      .sort((a, b) => (a.recentAveragePercentage ?? 0) - (b.recentAveragePercentage ?? 0)),
    inactive: overviews
      .filter((o) => o.quizzesLast7Days === 0)
      .sort((a, b) => (a.lastActiveOn ?? '').localeCompare(b.lastActiveOn ?? '')),
    missing,
  };
}
