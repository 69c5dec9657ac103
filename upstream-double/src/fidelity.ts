// Fidelity: whether the double corrects the real API's recorded defects (the default) or reproduces them, so the
// gateway and the web can be run against what the recorded backend actually does (real-api/README.md, "defects").
// Reproduced in 'recorded' mode, each where its endpoint is handled:
//   - teacher/students/ answers Django's HTML 500 whenever a listed student has a grade (contract case 075);
//   - user/edit-profile/ with an empty `grade` clears the student's grade, so her own grade's quizzes then open as
//     previews (cases 109, 110).
import type { Fidelity } from './types';

export const FIDELITY_ENV = 'UPSTREAM_DOUBLE_FIDELITY';

export function isFidelity(value: unknown): value is Fidelity {
  return value === 'corrected' || value === 'recorded';
}

/** `UPSTREAM_DOUBLE_FIDELITY` (unset or empty: 'corrected'); anything else is refused, never guessed. */
export function fidelityFromEnv(env: NodeJS.ProcessEnv = process.env): Fidelity {
  const raw = env[FIDELITY_ENV]?.trim();
  if (!raw) return 'corrected';
  if (!isFidelity(raw)) throw new Error(`${FIDELITY_ENV} must be "corrected" or "recorded", not "${raw}"`);
  return raw;
}
