// The class overview's 60 s cache lives in the gateway's store: with two instances (separate processes) on one
// Redis, an overview composed on A answers the same teacher on B without any upstream call.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis } from '../support/redis';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';
import { GqlClient, codes } from './support';

const OVERVIEW =
  '{ classOverview { composedAt students { username averagePercentage } missing { username } } }';

let stack: TwoInstances;

describeWithRedis('class overview on two instances sharing Redis', () => {
  beforeAll(async () => {
    stack = await startTwoInstances({ stderr: 'ignore' });
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('is composed once on A and read from the shared store on B', async () => {
    const onA = new GqlClient(stack.a.url);
    await onA.login('mrs.khan');
    const first = await onA.gql(OVERVIEW);
    expect(codes(first)).toEqual([]);
    expect(first.data.classOverview.students.map((s: { username: string }) => s.username)).toEqual([
      'ayesha',
      'hamza',
      'sana',
    ]);

    const onB = new GqlClient(stack.b.url);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    stack.double.requests.length = 0;
    const second = await onB.gql(OVERVIEW);
    expect(second.data.classOverview).toEqual(first.data.classOverview);
    expect(stack.double.requests.map((r) => r.path)).toEqual([]);
  });
});
