// URL table of the backend (paths relative to /api/), including the odd aliases it serves because
// core.urls is mounted twice, and the DRF request pipeline: authenticate -> permission -> method.
import { authenticate, NOT_AUTHENTICATED, type Ctx } from './context';
import { changePassword, login, me, refreshSession } from './domains/accounts/handlers';
import { registerAccount, updateProfile } from './domains/accounts/profile-handlers';
import { catalogue, csrf, grades } from './domains/catalogue/handlers';
import { honourBoard } from './domains/honours/handlers';
import { subjectPerformance } from './domains/performance/handlers';
import { finalizeQuiz, saveAnswer, startQuiz } from './domains/quiz-attempts/handlers';
import { quizHistory, quizResult } from './domains/results/handlers';
import { renewSubscription, subscriptionInfo } from './domains/subscription/handlers';
import { studentQuizHistory, teacherStudents } from './domains/teacher/handlers';
import { djangoErrorHtml, json, ReplyError, ViewCrash, type Reply } from './http-util';

interface Route {
  pattern: RegExp;
  method: string;
  /** DRF view with JWTAuthentication (a bad token is a 401 even where login is optional). */
  jwt: boolean;
  loginRequired: boolean;
  allow: string;
  handler: (ctx: Ctx, param: string) => Reply;
}

const view = (pattern: RegExp, method: string, loginRequired: boolean, handler: Route['handler']): Route => ({
  pattern,
  method,
  jwt: true,
  loginRequired,
  allow: `OPTIONS, ${method}`,
  handler,
});

/** The URL table, in match order (exported for the OpenAPI description's coverage test). */
export const ROUTES: readonly Route[] = [
  // SimpleJWT views run no authentication at all, so a stale token never blocks login.
  {
    pattern: /^token\/$/,
    method: 'POST',
    jwt: false,
    loginRequired: false,
    allow: 'POST, OPTIONS',
    handler: login,
  },
  {
    pattern: /^token\/refresh\/$/,
    method: 'POST',
    jwt: false,
    loginRequired: false,
    allow: 'POST, OPTIONS',
    handler: refreshSession,
  },
  // A plain Django view (no DRF): no authentication and no Allow header.
  { pattern: /^csrf\/$/, method: 'GET', jwt: false, loginRequired: false, allow: '', handler: csrf },
  view(/^landing\/quizzes\/$/, 'GET', false, catalogue),
  view(/^grades\/$/, 'GET', false, grades),
  view(/^register\/$/, 'POST', false, registerAccount),
  view(/^user\/me\/$/, 'GET', true, me),
  view(/^user\/edit-profile\/$/, 'PUT', true, updateProfile),
  view(/^user\/change-password\/$/, 'POST', true, changePassword),
  view(/^(?:quiz\/start\/(\d+)|student\/quiz\/(\d+)\/start)\/$/, 'POST', false, startQuiz),
  view(/^student\/submit-answer\/$/, 'POST', true, saveAnswer),
  view(/^student\/quiz\/finalize\/$/, 'POST', true, finalizeQuiz),
  view(/^(?:api\/)?student\/quiz-result\/(\d+)\/$/, 'GET', true, quizResult),
  view(/^student\/quiz-history\/$/, 'GET', true, quizHistory),
  view(/^student\/subject-performance\/$/, 'GET', true, subjectPerformance),
  view(/^teacher\/students\/$/, 'GET', true, teacherStudents),
  view(/^teacher\/student\/([^/]+)\/quiz-history\/$/, 'GET', true, studentQuizHistory),
  view(/^(?:api\/)?honors\/(shining-stars|national-heroes)\/$/, 'GET', false, honourBoard),
  view(/^account\/subscription-info\/$/, 'GET', true, subscriptionInfo),
  view(/^account\/renew-subscription\/$/, 'POST', true, renewSubscription),
];

export interface Match {
  route: Route;
  param: string;
}

export function matchRoute(relPath: string): Match | undefined {
  for (const route of ROUTES) {
    const m = route.pattern.exec(relPath);
    if (m) return { route, param: m.slice(1).find((g) => g !== undefined) ?? '' };
  }
  return undefined;
}

/** Runs a matched view the way DRF's APIView.dispatch does. */
export function runView(ctx: Ctx, { route, param }: Match): Reply {
  const withAllow = (reply: Reply): Reply =>
    route.allow ? { ...reply, headers: { Allow: route.allow, ...reply.headers } } : reply;
  try {
    if (route.jwt) ctx.user = authenticate(ctx);
    if (route.loginRequired && !ctx.user) return withAllow(NOT_AUTHENTICATED);
    if (ctx.method === 'OPTIONS')
      return withAllow(
        json(200, {
          name: route.pattern.source,
          renders: ['application/json'],
          parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        }),
      );
    // DRF answers HEAD with the GET handler (node drops the body).
    const method = ctx.method === 'HEAD' && route.method === 'GET' ? 'GET' : ctx.method;
    if (method !== route.method)
      return withAllow(json(405, { detail: `Method "${ctx.method}" not allowed.` }));
    return withAllow(route.handler(ctx, param));
  } catch (e) {
    if (e instanceof ReplyError) return withAllow(e.reply);
    if (e instanceof ViewCrash) return { status: 500, html: djangoErrorHtml(500) };
    throw e;
  }
}
