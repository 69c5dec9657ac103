// Small HTTP client for the double's own tests (not a test file itself).
import type { UpstreamDouble } from '../index';

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  urlencoded?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // Tests assert on response bodies structurally (toEqual/toMatchObject), so a loose type is the honest one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any; // parsed JSON when the response is JSON, else the text
  text: string;
}

export async function call(
  double: UpstreamDouble,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  } else if (opts.urlencoded) {
    body = new URLSearchParams(opts.urlencoded);
  }
  const url = path.startsWith('/') ? double.origin + path : double.url + path;
  const res = await fetch(url, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json') && text !== '';
  return { status: res.status, headers: res.headers, text, body: isJson ? JSON.parse(text) : text };
}

export async function login(
  double: UpstreamDouble,
  username: string,
  password = 'learnify123',
): Promise<string> {
  const r = await call(double, 'token/', { json: { username, password } });
  if (r.status !== 200) throw new Error(`login ${username} failed: ${r.status} ${r.text}`);
  return r.body.access as string;
}

/** Starts a real attempt and answers every served question correctly (optionally only some). */
export async function takeQuiz(
  double: UpstreamDouble,
  token: string,
  quizId: number,
  answer: (qid: string, i: number) => 'right' | 'wrong' | 'skip' = () => 'right',
) {
  const start = await call(double, `quiz/start/${quizId}/`, { method: 'POST', token });
  if (start.status !== 200 || start.body.attempt_id === null)
    throw new Error(`start ${quizId}: ${start.status} ${start.text}`);
  const attemptId = start.body.attempt_id as number;
  const correct = double.admin.correctAnswersOf(attemptId) ?? {};
  const questions = start.body.questions as { question_id: string; type: string; options?: string[] }[];
  for (const [i, q] of questions.entries()) {
    const mode = answer(q.question_id, i);
    if (mode === 'skip') continue;
    const right = correct[q.question_id] as Record<string, unknown>;
    const data = mode === 'right' ? right : wrongAnswer(q, right);
    const r = await call(double, 'student/submit-answer/', {
      token,
      json: { attempt_id: attemptId, question_id: q.question_id, question_type: q.type, answer_data: data },
    });
    if (r.status !== 200) throw new Error(`answer: ${r.status} ${r.text}`);
  }
  return { attemptId, questions };
}

export function wrongAnswer(
  q: { type: string; options?: string[] },
  right: Record<string, unknown>,
): unknown {
  if (q.type === 'scq') return { selected: (q.options ?? []).find((o) => o !== right.selected) };
  if (q.type === 'mcq') return { selected: [(right.selected as string[])[0]] };
  return Object.fromEntries(Object.keys(right).map((k) => [k, 'wrong']));
}

export async function finalizeQuiz(double: UpstreamDouble, token: string, attemptId: number) {
  return call(double, 'student/quiz/finalize/', { token, json: { attempt_id: attemptId, duration: 10 } });
}

/** Signs in, takes the quiz (every answer right unless told otherwise) and finalizes it: the result body. */
export async function finishQuiz(
  double: UpstreamDouble,
  user: string,
  quiz: number,
  answer: Parameters<typeof takeQuiz>[3] = () => 'right',
) {
  const token = await login(double, user);
  const { attemptId } = await takeQuiz(double, token, quiz, answer);
  return (await finalizeQuiz(double, token, attemptId)).body;
}

/** A multipart sign-up / profile form: text fields, and files as [bytes, type, file name]. */
export function signupForm(
  fields: Record<string, string>,
  files: Record<string, [Buffer, string, string]> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [bytes, type, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** The first quiz of a grade whose title starts with the prefix (e.g. '1.' = mixed quiz). */
export async function quizId(
  double: UpstreamDouble,
  grade: string,
  prefix: string,
  chapter?: string,
): Promise<number> {
  const r = await call(double, 'landing/quizzes/');
  for (const g of r.body) {
    if (g.grade !== grade) continue;
    for (const s of g.subjects)
      for (const c of s.chapters)
        for (const q of c.quizzes) {
          if ((!chapter || c.chapter === chapter) && q.title.startsWith(prefix)) return q.id;
        }
  }
  throw new Error(`no quiz ${grade} ${prefix}`);
}

/** A 1×1 PNG: real bytes, so the double's image check accepts it. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
