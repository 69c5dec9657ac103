// What the load and chaos benches share: the students' GraphQL documents, creating students on the double, and
// checking that an answer the gateway confirmed is the one the double holds.
import type { UpstreamDouble } from '@learnify/upstream-double';

export interface Question {
  id: string;
  type: 'SCQ' | 'MCQ' | 'FIB';
  options: string[];
  blanks: string[];
}

export const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { session { tokens { accessToken } } errors { code } } }`;
export const START = `mutation S($input: StartQuizInput!) { startQuiz(input: $input) { attempt { attemptId questions { id type options blanks } } errors { code } } }`;
export const SAVE = `mutation A($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId status errors { code } } }`;
export const FINALIZE = `mutation F($input: FinalizeQuizInput!) { finalizeQuiz(input: $input) { attemptId result { totalQuestions } errors { code } } }`;
export const CATALOGUE = `{ catalogue { id subjects { chapters { quizzes { id } } } } }`;

/** Registers and activates students straight on the double (the gateway is what is measured). */
export async function createStudents(
  double: UpstreamDouble,
  prefix: string,
  count: number,
  password: string,
  gradeIds: string[],
) {
  const names: Array<{ username: string; grade: string }> = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}_${i}`;
    const grade = gradeIds[i % gradeIds.length]!; // the numeric id: "Grade 3" → "3"
    const form = new FormData();
    for (const [k, v] of Object.entries({
      role: 'student',
      username,
      password,
      grade: grade.replace(/\D/g, ''),
      full_name: `Load ${i}`,
    }))
      form.set(k, v);
    const res = await fetch(`${double.url}register/`, { method: 'POST', body: form });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    double.admin.activate(username);
    names.push({ username, grade });
  }
  return names;
}

/** Does the answer the double stores carry what the student sent (the first choice or blank)? */
export function storedAnswerMatches(stored: { answer_data?: unknown } | undefined, input: unknown): boolean {
  const sent = input as { selected?: string; selectedOptions?: string[]; blanks?: Array<{ value: string }> };
  const text = JSON.stringify(stored?.answer_data ?? null);
  const expected = sent.selected ?? sent.selectedOptions?.[0] ?? sent.blanks?.[0]?.value ?? '';
  return stored !== undefined && text.includes(JSON.stringify(expected).slice(1, -1));
}
