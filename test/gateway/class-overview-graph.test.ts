// The class overview as a graph (demo seed: mrs.khan has ~50 students, mr.baloch one): its id is the teacher's,
// and the flags on each student row agree with the deprecated lists, at the thresholds the client asks for.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUpstreamDouble, type UpstreamDouble } from '@learnify/upstream-double';
import { codes, startStack, type Data, type Stack } from './support';

const OVERVIEW = /* GraphQL */ `
  query Overview {
    classOverview {
      id
      students {
        username
        recentAveragePercentage
        lastActiveOn
        needsHelp
        inactive
        strict: needsHelp(belowPercentage: 90)
        lastMonth: inactive(days: 30)
      }
      needsHelp {
        username
      }
      inactive {
        username
      }
    }
  }
`;

let double: UpstreamDouble;
let stack: Stack;
beforeAll(async () => {
  double = await startUpstreamDouble({ seed: 'demo', port: 0 });
  stack = await startStack({}, { double });
});
afterAll(async () => {
  await stack.close();
  await double.close();
});
beforeEach(() => double.reset());

async function overviewOf(username: string) {
  const c = await stack.signedIn(username);
  const res = await c.gql(OVERVIEW);
  expect(res.errors).toBeUndefined();
  return res.data.classOverview;
}

describe('class overview as a graph', () => {
  it('has one id per teacher', async () => {
    const khan = await overviewOf('mrs.khan');
    const baloch = await overviewOf('mr.baloch');
    expect(khan.id).not.toBe(baloch.id);
    expect(khan.id).not.toBe('class');
    expect((await overviewOf('mrs.khan')).id).toBe(khan.id);
  });

  it('flags each student row as the deprecated lists did, and at the thresholds asked for', async () => {
    const o = await overviewOf('mrs.khan');
    const names = (rows: Data[]) => rows.map((s: Data) => s.username).sort();
    expect(names(o.students.filter((s: Data) => s.needsHelp))).toEqual(names(o.needsHelp));
    expect(names(o.students.filter((s: Data) => s.inactive))).toEqual(names(o.inactive));
    expect(o.needsHelp.length).toBeGreaterThan(0);
    for (const s of o.students) {
      const recent = s.recentAveragePercentage;
      expect(s.strict).toBe(recent !== null && recent < 90);
      if (s.inactive === false) expect(s.lastMonth).toBe(false);
    }
    expect(o.students.filter((s: Data) => s.strict).length).toBeGreaterThan(o.needsHelp.length);
  });

  it('refuses a threshold out of range', async () => {
    const c = await stack.signedIn('mrs.khan');
    const res = await c.gql('{ classOverview { students { needsHelp(belowPercentage: 150) } } }');
    expect(codes(res)).toContain('BAD_USER_INPUT');
  });
});
