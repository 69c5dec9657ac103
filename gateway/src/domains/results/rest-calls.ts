import type { UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { historyDto, quizResultDto, type HistoryDto, type QuizResultDto } from './upstream-types';

/** `GET student/quiz-result/{id}/` — `attemptId` must be numeric (checked by the caller). */
export async function fetchQuizResult(client: UpstreamClient, attemptId: string): Promise<QuizResultDto> {
  return parseData(quizResultDto, await client.get(`student/quiz-result/${attemptId}/`));
}

/** `GET student/quiz-history/` (students only). */
export async function fetchQuizHistory(client: UpstreamClient): Promise<HistoryDto> {
  return parseData(historyDto, await client.get('student/quiz-history/'));
}
