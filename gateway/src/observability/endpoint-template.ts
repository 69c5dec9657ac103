/**
 * Upstream paths as metric labels and span attributes: the REST route, never the ids or usernames inside it
 * (`teacher/student/hamza/quiz-history/` → `teacher/student/{username}/quiz-history/`). An allowlist, so only fixed
 * words of known routes are ever shown and the label set stays as small as the route table. Keep in step with
 * `domains/<domain>/rest-calls.ts` (an unknown path counts as `other`).
 */
const ROUTES = [
  'account/renew-subscription/',
  'account/subscription-info/',
  'api/honors/{board}/',
  'grades/',
  'honors/{board}/',
  'landing/quizzes/',
  'quiz/start/{id}/',
  'register/',
  'student/quiz-history/',
  'student/quiz-result/{id}/',
  'student/quiz/finalize/',
  'student/submit-answer/',
  'student/subject-performance/',
  'teacher/student/{username}/quiz-history/',
  'teacher/students/',
  'token/',
  'token/refresh/',
  'user/change-password/',
  'user/edit-profile/',
  'user/me/',
] as const;

export type EndpointTemplate = (typeof ROUTES)[number] | 'other';

const compiled = ROUTES.map((route) => ({ route, parts: route.split('/') }));

/** The route template of an upstream path (relative to the API base, query and leading slash ignored). */
export function endpointTemplate(path: string): EndpointTemplate {
  const bare = path.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const parts = bare.split('/');
  for (const { route, parts: pattern } of compiled) {
    if (pattern.length !== parts.length) continue;
    if (pattern.every((p, i) => (p.startsWith('{') ? parts[i] !== '' : p === parts[i]))) return route;
  }
  return 'other';
}
