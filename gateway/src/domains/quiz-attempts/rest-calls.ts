import type { CallOptions, UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { finalizeDto, startDto, type StartDto } from './upstream-types';

/**
 * `POST quiz/start/{id}/` with the viewer's token when there is one: a student of the grade gets a real attempt.
 * Without it (`auth: false`) the upstream serves a preview, as to a visitor.
 */
export async function startQuiz(
  client: UpstreamClient,
  quizId: string,
  options: CallOptions = {},
): Promise<StartDto> {
  return parseData(startDto, await client.post(`quiz/start/${quizId}/`, options));
}

export type AnswerData = { selected: string } | { selected: string[] } | Record<string, string>;

/** `POST student/submit-answer/`: 'empty' when the upstream answered 204 (every blank was empty). */
export async function saveAnswer(
  client: UpstreamClient,
  body: { attempt_id: number; question_id: string; question_type: string; answer_data: AnswerData },
): Promise<'saved' | 'empty'> {
  const res = await client.postJson('student/submit-answer/', body);
  return res.status === 204 ? 'empty' : 'saved';
}

/** `POST student/quiz/finalize/`. */
export async function finalizeQuiz(client: UpstreamClient, attemptId: string, durationSeconds: number) {
  const body = { attempt_id: Number(attemptId), duration: Math.max(0, Math.round(durationSeconds)) };
  return parseData(finalizeDto, await client.postJson('student/quiz/finalize/', body));
}
