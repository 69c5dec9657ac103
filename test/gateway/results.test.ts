// quizResult, quizHistory and subjectPerformance over real HTTP: who may see what, and the mapped shapes.
import { beforeAll, describe, expect, it } from 'vitest';
import { quizIds, start } from './quiz-support';
import { codes, type Data, type GqlClient } from './support';
import { useStack } from './stack-support';

const stack = useStack();
let grade3Quizzes: Array<{ id: string; title: string }>;
beforeAll(async () => {
  grade3Quizzes = (await quizIds(stack)).grade3;
});

describe('results and reports', () => {
  const RESULT =
    '{ quizResult(attemptId: $id) { id gradeLetter totalQuestions correctAnswers incorrectAnswers } }';
  const result = (c: GqlClient, id: string) => c.gql(`query($id: ID!) ${RESULT}`, { id });

  it('owner and teacher see a result; another student, unknown and unfinished are NOT_FOUND; visitor UNAUTHENTICATED', async () => {
    const sana = await stack.signedIn('sana');
    const history = await sana.gql('{ quizHistory { entries { id quizTitle } } }');
    const id = history.data.quizHistory.entries[0].id;
    expect((await result(sana, id)).data.quizResult).toMatchObject({ id });
    const teacher = await stack.signedIn('mrs.khan');
    expect((await result(teacher, id)).data.quizResult.id).toBe(id);
    const ayesha = await stack.signedIn('ayesha');
    expect(codes(await result(ayesha, id))).toEqual(['NOT_FOUND']); // not yours = does not exist
    expect(codes(await result(ayesha, '999999'))).toEqual(['NOT_FOUND']);
    const unfinished = await start(ayesha, grade3Quizzes[0]!.id);
    expect(codes(await result(ayesha, unfinished.attemptId))).toEqual(['NOT_FOUND']);
    expect(codes(await result(stack.client(), id))).toEqual(['UNAUTHENTICATED']);
  });

  it('quizHistory is for students only', async () => {
    const t = await stack.signedIn('mrs.khan');
    expect(codes(await t.gql('{ quizHistory { id } }'))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.client().gql('{ quizHistory { id } }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('subjectPerformance: subject rows plus the overall row; empty without history; students only', async () => {
    const sana = await stack.signedIn('sana');
    const p = await sana.gql(
      '{ subjectPerformance { id overall { id subject isOverall studentAverage classAverage percentile } subjects { id subject isOverall studentAverage } } }',
    );
    expect(p.data.subjectPerformance.subjects.map((s: Data) => [s.subject, s.isOverall])).toEqual([
      ['Mathematics', false],
    ]);
    expect(p.data.subjectPerformance.overall).toMatchObject({
      id: `${p.data.subjectPerformance.id}/Overall Performance`,
      isOverall: true,
    });
    const ayesha = await stack.signedIn('ayesha');
    expect(
      (await ayesha.gql('{ subjectPerformance { subjects { id } overall { id } } }')).data.subjectPerformance,
    ).toEqual({ subjects: [], overall: null });
    const t = await stack.signedIn('mrs.khan');
    expect(codes(await t.gql('{ subjectPerformance { id } }'))).toEqual(['FORBIDDEN']);
  });
});
