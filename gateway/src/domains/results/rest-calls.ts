import { hash } from 'node:crypto';
import type { z } from 'zod';
import type { UpstreamClient, UpstreamResponse } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { historyDto, quizResultDto, type HistoryDto, type QuizResultDto } from './upstream-types';

/** `GET student/quiz-result/{id}/` — `attemptId` must be numeric (checked by the caller). */
export async function fetchQuizResult(client: UpstreamClient, attemptId: string): Promise<QuizResultDto> {
  return parseData(quizResultDto, await client.get(`student/quiz-result/${attemptId}/`));
}

/** `GET student/quiz-history/` (students only). */
export async function fetchQuizHistory(client: UpstreamClient): Promise<HistoryDto> {
  return parsedOnce(historyDto, 'history', await client.get('student/quiz-history/'));
}

/** How many distinct answers `parsedOnce` keeps: a history of a few dozen rows is a few KB parsed. */
const PARSED_KEPT = 256;
/** Parsed answers by a digest of their schema's name and their JSON, most recent last. */
const parsed = new Map<string, unknown>();

/**
 * `parseData`, once per distinct answer. Her history comes back the same on most of her requests, and its parse
 * (every row's leaves through zod's unions and transforms) cost more than the rest of its resolving; a SHA-256 of
 * the answer's JSON is a tenth of that. An answer that differs in any byte has another digest, so what is kept for
 * one answer is never given for another (nor for another child: the answer names her). The parsed value is shared
 * by every request that gets the same answer, so it is frozen: a resolver that changed it would throw.
 */
export function parsedOnce<S extends z.ZodType>(schema: S, name: string, res: UpstreamResponse): z.output<S> {
  const digest = hash('sha256', `${name}|${JSON.stringify(res.data)}`, 'base64');
  const kept = parsed.get(digest);
  if (kept !== undefined) {
    parsed.delete(digest);
    parsed.set(digest, kept);
    return kept as z.output<S>;
  }
  const value = deepFreeze(parseData(schema, res));
  parsed.set(digest, value);
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
