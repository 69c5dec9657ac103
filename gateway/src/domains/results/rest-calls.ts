import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
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
/**
 * And how much of their JSON, together: 1 MiB (a parsed answer takes a few times its JSON). Counted alone, 256
 * histories of a child who has taken a few hundred quizzes each would keep tens of MB in every worker.
 */
const PARSED_BYTES = 2 ** 20;
/** An answer longer than this is parsed every time and never kept (it would push out 16 or more others). */
const KEPT_ANSWER_BYTES = PARSED_BYTES / 16;
/** Parsed answers by a digest of their schema's name and their JSON, sized by their JSON's length. */
const parsed = new LRUCache<string, { value: unknown }>({
  max: PARSED_KEPT,
  maxSize: PARSED_BYTES,
  maxEntrySize: KEPT_ANSWER_BYTES,
});

/**
 * `parseData`, once per distinct answer. Her history comes back the same on most of her requests, and its parse
 * (every row's leaves through zod's unions and transforms) cost more than the rest of its resolving; a SHA-256 of
 * the answer's JSON is a tenth of that. An answer that differs in any byte has another digest, so what is kept for
 * one answer is never given for another (nor for another child: the answer names her). The parsed value is shared
 * by every request that gets the same answer, so it is frozen: a resolver that changed it would throw.
 */
export function parsedOnce<S extends z.ZodType>(schema: S, name: string, res: UpstreamResponse): z.output<S> {
  const json = `${name}|${JSON.stringify(res.data)}`;
  const digest = hash('sha256', json, 'base64');
  const kept = parsed.get(digest);
  if (kept !== undefined) return kept.value as z.output<S>;
  const value = deepFreeze(parseData(schema, res));
  // Longer than KEPT_ANSWER_BYTES: not kept (the cache refuses it), parsed again next time.
  parsed.set(digest, { value }, { size: json.length });
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
