// Builds the six hot operations for a running bench stack.
import type { Req } from './load';
import { gqlOk, gqlPersisted, restOk, type Operation, type WebOperation } from './operations';
import type { BenchStack } from './stack';

interface StartedAttempt {
  attempt_id: number;
  questions: Array<{ question_id: string; type: string; options?: string[] }>;
}

/** What a real API call costs (the Learnify backend answers in milliseconds); the double adds it as a delay. */
const UPSTREAM_LATENCY_MS = 15;

/** The home screen's catalogue selection, sent as full text (the sandbox and mobile clients' way). */
export const CATALOGUE_DOCUMENT =
  '{ catalogue { __typename id name subjects { __typename id name chapters { __typename id name quizzes { __typename id number title } } } } }';
const CATALOGUE_QUERY = JSON.stringify({ query: CATALOGUE_DOCUMENT });

export async function buildOperations(s: BenchStack): Promise<Operation[]> {
  const api = (p: string) => `${s.apiPrefix}${p}`;
  const auth = { authorization: `Bearer ${s.token}` };
  const cookie = { cookie: s.cookie };
  const get = (p: string, headers: Record<string, string> = {}): Req => ({
    method: 'GET',
    path: api(p),
    headers,
  });
  const postJson = (p: string, body: unknown): Req => ({
    method: 'POST',
    path: api(p),
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const gql = (operation: WebOperation, variables = {}) => gqlPersisted(cookie, operation, variables);
  // The home page as a visitor opens it: the catalogue, and no session (so `me` is null without an upstream call).
  const home = () => gqlPersisted({}, 'HomeScreen');

  const quizId = await grade3DrillQuiz(s);
  const startDirect = async (): Promise<StartedAttempt> => {
    const res = await fetch(`${s.directOrigin}${api(`quiz/start/${quizId}/`)}`, {
      method: 'POST',
      headers: auth,
    });
    return (await res.json()) as StartedAttempt;
  };
  // Save answer: one open attempt per side, the same SCQ question answered over and over (an upsert upstream).
  const saveTarget = async () => {
    const a = await startDirect();
    const q = a.questions.find((x) => x.type === 'scq');
    if (!q?.options?.[0]) throw new Error('bench: no SCQ question in the drill quiz');
    return { attemptId: a.attempt_id, questionId: q.question_id, option: q.options[0] };
  };
  const [saveD, saveG] = [await saveTarget(), await saveTarget()];
  // Finalize uses up one attempt per request: each run starts its own batch first (untimed).
  let directAttempts: number[] = [];
  let gatewayAttempts: number[] = [];
  const finalizeBudget = (clients: number) => (clients === 1 ? 300 : 1500);
  const batch = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 50)
      ids.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, n - i) }, startDirect))).map(
          (a) => a.attempt_id,
        ),
      );
    return ids;
  };

  const saveDirect = {
    origin: s.directOrigin,
    next: () =>
      postJson('student/submit-answer/', {
        attempt_id: saveD.attemptId,
        question_id: saveD.questionId,
        question_type: 'scq',
        answer_data: { selected: saveD.option },
      }),
    check: restOk,
  };
  const saveGateway = {
    origin: s.gatewayOrigin,
    next: () =>
      gql('AttemptQuizSaveAnswer', {
        input: {
          attemptId: String(saveG.attemptId),
          questionId: saveG.questionId,
          questionType: 'SCQ',
          selected: saveG.option,
        },
      }),
    check: gqlOk((d) => (d['saveAnswer'] as { status: string }).status === 'SAVED'),
  };

  return [
    {
      name: 'catalogue (public)',
      countUpstream: `${s.apiPrefix}landing/quizzes/`,
      direct: { origin: s.directOrigin, next: () => get('landing/quizzes/'), check: restOk },
      gateway: { origin: s.gatewayOrigin, next: home, check: gqlOk() },
    },
    {
      // The double answers in microseconds; a real API does not. With 50 ms added upstream the shared cache shows.
      name: 'catalogue, upstream +50 ms',
      countUpstream: `${s.apiPrefix}landing/quizzes/`,
      async prepare() {
        await s.double.addFault({ path: `^${s.apiPrefix}landing/quizzes/$`, delayMs: 50 });
      },
      cleanup: () => s.double.clearFaults(),
      direct: { origin: s.directOrigin, next: () => get('landing/quizzes/'), check: restOk },
      gateway: { origin: s.gatewayOrigin, next: home, check: gqlOk() },
    },
    {
      // A signed-in client's catalogue, executed every time (a bearer token never reads the response cache): what
      // one execution over the mapped, cached catalogue costs. Directly: the same JSON from the double.
      name: 'catalogue, signed in (executed)',
      countUpstream: `${s.apiPrefix}landing/quizzes/`,
      direct: { origin: s.directOrigin, next: () => get('landing/quizzes/'), check: restOk },
      gateway: {
        origin: s.gatewayOrigin,
        next: () => ({
          method: 'POST',
          path: '/graphql',
          headers: { ...auth, 'content-type': 'application/json' },
          body: CATALOGUE_QUERY,
        }),
        check: gqlOk((d) => Array.isArray(d['catalogue'])),
      },
    },
    {
      // The home page as a visitor's browser asks for it, rendered by the gateway (catalogue in the HTML)
      // and kept for PUBLIC_CACHE_TTL_MS: after the first render, a warm page. Directly: the catalogue's JSON.
      name: 'home page, visitor (server-rendered, warm)',
      countUpstream: `${s.apiPrefix}landing/quizzes/`,
      direct: { origin: s.directOrigin, next: () => get('landing/quizzes/'), check: restOk },
      gateway: {
        origin: s.gatewayOrigin,
        next: () => ({
          method: 'GET',
          path: '/',
          headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
        }),
        // The stored brotli bytes of the rendered page (the app shell would be sent by @fastify/static instead).
        check: (status, _body, headers) =>
          status === 200 &&
          headers['content-encoding'] === 'br' &&
          headers['vary'] === 'Accept-Encoding, Cookie, Authorization',
      },
    },
    {
      // A signed-in student's home catalogue as the web sends it (trusted-document hash, cookie session):
      // public only, so answered from the response cache like a visitor's.
      name: 'catalogue, signed in (cookie, as the web sends it)',
      countUpstream: `${s.apiPrefix}landing/quizzes/`,
      direct: { origin: s.directOrigin, next: () => get('landing/quizzes/'), check: restOk },
      gateway: {
        origin: s.gatewayOrigin,
        next: () => gqlPersisted(cookie, 'HomeScreen'),
        check: gqlOk((d) => Array.isArray(d['catalogue'])),
      },
    },
    {
      name: 'honour boards (public, both)',
      countUpstream: `${s.apiPrefix}api/honors/shining-stars/`,
      direct: {
        origin: s.directOrigin,
        next: () => ({
          reqs: [get('api/honors/shining-stars/'), get('api/honors/national-heroes/')],
          parallel: true,
        }),
        check: restOk,
      },
      gateway: { origin: s.gatewayOrigin, next: () => gql('HonourBoardScreen'), check: gqlOk() },
    },
    {
      name: 'subject performance',
      direct: {
        origin: s.directOrigin,
        next: () => get('student/subject-performance/', auth),
        check: restOk,
      },
      gateway: { origin: s.gatewayOrigin, next: () => gql('SubjectPerformanceScreen'), check: gqlOk() },
    },
    {
      name: 'save answer',
      direct: saveDirect,
      gateway: saveGateway,
    },
    {
      // What the real API costs per call (milliseconds, not the double's microseconds): the gateway's share of the
      // time shrinks to what users feel.
      name: 'save answer, upstream +15 ms',
      async prepare() {
        await s.double.addFault({
          path: `^${s.apiPrefix}student/submit-answer/$`,
          delayMs: UPSTREAM_LATENCY_MS,
        });
      },
      cleanup: () => s.double.clearFaults(),
      direct: saveDirect,
      gateway: saveGateway,
    },
    {
      name: 'start quiz',
      direct: { origin: s.directOrigin, next: () => postJson(`quiz/start/${quizId}/`, {}), check: restOk },
      gateway: {
        origin: s.gatewayOrigin,
        next: () => gql('AttemptQuizStart', { input: { quizId: String(quizId) } }),
        check: gqlOk(),
      },
    },
    {
      name: 'finalize (+ result)',
      maxRequests: finalizeBudget,
      async prepare(clients) {
        directAttempts = await batch(finalizeBudget(clients));
        gatewayAttempts = await batch(finalizeBudget(clients));
      },
      direct: {
        origin: s.directOrigin,
        // The gateway returns the scored result with finalize; directly that is a second call.
        next: (i) => ({
          reqs: [
            postJson('student/quiz/finalize/', { attempt_id: directAttempts[i], duration: 60 }),
            get(`student/quiz-result/${directAttempts[i]}/`, auth),
          ],
        }),
        check: restOk,
      },
      gateway: {
        origin: s.gatewayOrigin,
        next: (i) =>
          gql('AttemptQuizFinalize', {
            input: { attemptId: String(gatewayAttempts[i]), durationSeconds: 60 },
          }),
        check: gqlOk((d) => !!(d['finalizeQuiz'] as { result: unknown }).result),
      },
    },
  ];
}

/** A Grade 3 (the student's grade) SCQ drill from the public catalogue. */
export async function grade3DrillQuiz(s: BenchStack): Promise<number> {
  type Landing = Array<{
    grade: string;
    subjects: Array<{ chapters: Array<{ quizzes: Array<{ id: number; title: string }> }> }>;
  }>;
  const landing = (await (await fetch(`${s.directOrigin}${s.apiPrefix}landing/quizzes/`)).json()) as Landing;
  const quizzes = landing
    .find((g) => g.grade === 'Grade 3')
    ?.subjects.flatMap((x) => x.chapters.flatMap((c) => c.quizzes));
  const drill = quizzes?.find((q) => q.title.includes('SCQ Drill'));
  if (!drill) throw new Error('bench: no Grade 3 SCQ drill in the demo catalogue');
  return drill.id;
}
