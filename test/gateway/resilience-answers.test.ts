// Retried saves are safe: the same answer saved twice (as a client does when a reply was lost) leaves ONE
// answer upstream; a save whose connection dropped, then retried with a changed answer, leaves one (the latest);
// a retried finalize returns the same result. (Stored-but-reply-lost in a browser: test/e2e/quiz-resilience.)
import { beforeAll, describe, expect, it } from 'vitest';
import { FINALIZE, quizIds, SAVE, start } from './quiz-support';
import { codes, type Data } from './support';
import { useStack } from './stack-support';

const stack = useStack({}, { resetDouble: false });
let quizId: string;
beforeAll(async () => {
  quizId = (await quizIds(stack)).grade3[0]!.id;
});

describe('idempotent saves', () => {
  it('saving the same answer twice, then after a lost reply, leaves one answer per question', async () => {
    const c = await stack.signedIn('ayesha');
    const attempt = await start(c, quizId);
    const scq = attempt.questions.find((q: Data) => q.type === 'SCQ');
    const input = {
      attemptId: attempt.attemptId,
      questionId: scq.id,
      questionType: 'SCQ',
      selected: scq.options[1],
    };
    for (let i = 0; i < 2; i++) expect(codes(await c.gql(SAVE, { input }))).toEqual([]);

    // The connection drops: the client cannot know whether it was stored, sees an error and retries.
    const answersPath = stack.double.requests.find(
      (r) => r.method === 'POST' && r.path.includes('answer'),
    )?.path;
    expect(answersPath).toBeDefined();
    const changed = { ...input, selected: scq.options[2] };
    stack.double.faults.add({ method: 'POST', path: answersPath!.split('?')[0], drop: true, times: 1 });
    const lost = await c.gql(SAVE, { input: changed });
    expect(codes(lost)).toEqual(['UPSTREAM_ERROR']);
    expect(codes(await c.gql(SAVE, { input: changed }))).toEqual([]);

    const saved = stack.double.admin.answersOf(Number(attempt.attemptId))!;
    expect(saved.filter((a) => String(a.question_id) === scq.id)).toHaveLength(1);
    expect(JSON.stringify(saved[0]!.answer_data)).toContain(scq.options[2]);

    const first = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
    const again = await c.gql(FINALIZE, { input: { attemptId: attempt.attemptId, durationSeconds: 30 } });
    expect(codes(first)).toEqual([]);
    expect(again.data.finalizeQuiz.result).toEqual(first.data.finalizeQuiz.result);
  });
});
