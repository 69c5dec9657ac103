// Fidelity: whether the double corrects the real API's recorded defects (the default) or reproduces them, so the
// gateway and the web can be run against what the recorded backend actually does (real-api/README.md, "defects").
// `recorded` turns every defect below on; each can also be switched on or off on its own, at either fidelity.
import type { Defect, DefectSwitches, Fidelity } from './types';

/** Every client-observable defect of the recorded backend the double can reproduce, with its recorded cases. */
export const DEFECTS = {
  'teacher-list-500':
    'teacher/students/ answers Django’s HTML 500 whenever a listed student has a grade (case 075).',
  'edit-profile-clears-grade':
    'user/edit-profile/ with an empty `grade` clears the student’s grade, so her own grade’s quizzes open as previews (cases 109, 110).',
  'me-without-grade':
    'user/me/ answers only username, role, full_name, email and account_status: no grade (cases 028–033, 121).',
  'subject-performance-values':
    'subject performance counts SCQ/MCQ answers as wrong and takes the class average from a class without students: 0 (cases 071, 072).',
  'finalize-ignores-unanswered':
    'finalize scores only the saved answers (stray ones included); the result and history divide by the served count, the result keeps the finalize letter (cases 066–068).',
  'stray-answers-accepted': 'submit-answer accepts an answer to a question outside the attempt (case 065).',
  'result-latest-attempt':
    'quiz-result/{id}/ shows the latest completed attempt of that quiz, whichever attempt was asked for.',
  'result-any-teacher': 'any teacher can read any student’s result (case 058).',
  'tokens-survive-password-change': 'tokens issued before a password change keep working (case 121).',
  'renewal-extends-at-once':
    'a renewal request extends the subscription at once, before anyone checked the receipt (case 096).',
  'duration-meaningless':
    'finalize’s `duration` is a negative timedelta, whatever the attempt took (case 055).',
} as const satisfies Record<Defect, string>;

// Not reproduced: "two concurrent saves of one question can both be stored" is a race of the real backend's two
// workers; the double handles one request at a time, so it has no such window to copy. "No password rules" and
// 30-minute access tokens are the same at both fidelities (the gateway enforces its own rules).

export const DEFECT_NAMES = Object.keys(DEFECTS) as Defect[];

export const FIDELITY_ENV = 'UPSTREAM_DOUBLE_FIDELITY';
/** Comma-separated defect names; `-name` switches one off (e.g. `recorded` without the teacher list's 500). */
export const DEFECTS_ENV = 'UPSTREAM_DOUBLE_DEFECTS';

export function isFidelity(value: unknown): value is Fidelity {
  return value === 'corrected' || value === 'recorded';
}

export function isDefect(value: unknown): value is Defect {
  return typeof value === 'string' && Object.hasOwn(DEFECTS, value);
}

/** `UPSTREAM_DOUBLE_FIDELITY` (unset or empty: 'corrected'); anything else is refused, never guessed. */
export function fidelityFromEnv(env: NodeJS.ProcessEnv = process.env): Fidelity {
  const raw = env[FIDELITY_ENV]?.trim();
  if (!raw) return 'corrected';
  if (!isFidelity(raw)) throw new Error(`${FIDELITY_ENV} must be "corrected" or "recorded", not "${raw}"`);
  return raw;
}

/** `a,-b` → `{ a: true, b: false }`; an unknown name is refused, never ignored. */
export function parseDefectList(raw: string | undefined): DefectSwitches {
  const out: DefectSwitches = {};
  for (const item of (raw ?? '').split(',')) {
    const name = item.trim().replace(/^[-+]/, '');
    if (!name) continue;
    if (!isDefect(name)) throw new Error(`unknown defect "${name}"; known: ${DEFECT_NAMES.join(', ')}`);
    out[name] = !item.trim().startsWith('-');
  }
  return out;
}

export const defectsFromEnv = (env: NodeJS.ProcessEnv = process.env): DefectSwitches =>
  parseDefectList(env[DEFECTS_ENV]);

/** A `{name: boolean}` map from untrusted JSON; null when it is not one. */
export function defectSwitchesOf(value: unknown): DefectSwitches | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: DefectSwitches = {};
  for (const [name, on] of Object.entries(value)) {
    if (!isDefect(name) || typeof on !== 'boolean') return null;
    out[name] = on;
  }
  return out;
}

/**
 * The fidelity in force and the defects it reproduces. Setting a fidelity switches every defect to its default
 * (all on at `recorded`, all off at `corrected`); `reproduce` switches one. `reset` restores the start.
 */
export class FidelitySetting {
  private current: Fidelity;
  private readonly on = new Set<Defect>();

  constructor(
    private readonly start: Fidelity = 'corrected',
    private readonly startSwitches: DefectSwitches = {},
  ) {
    this.current = start;
    this.reset();
  }

  get fidelity(): Fidelity {
    return this.current;
  }

  set fidelity(f: Fidelity) {
    this.current = f;
    this.on.clear();
    if (f === 'recorded') for (const d of DEFECT_NAMES) this.on.add(d);
  }

  get defects(): ReadonlySet<Defect> {
    return this.on;
  }

  reproduce(defect: Defect, on = true): void {
    if (on) this.on.add(defect);
    else this.on.delete(defect);
  }

  apply(switches: DefectSwitches): void {
    for (const [name, on] of Object.entries(switches)) this.reproduce(name as Defect, on);
  }

  reset(): void {
    this.fidelity = this.start;
    this.apply(this.startSwitches);
  }
}
