// Contract tests: every recorded exchange with the real Learnify backend (upstream-double/real-api/contract) is
// replayed to the gateway, which runs its upstream client and converters for that endpoint; each case asserts the
// request the gateway sent and the GraphQL result or error code it produced. One `it` per recording.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileCases } from './contract/cases-profile';
import { publicCases } from './contract/cases-public';
import { quizCases } from './contract/cases-quiz';
import { reportCases } from './contract/cases-reports';
import { sessionCases } from './contract/cases-session';
import { subscriptionCases } from './contract/cases-subscription';
import { Harness, loadRecording, recordingFiles, type CaseFn } from './contract/harness';

const cases: Record<string, CaseFn> = {
  ...publicCases,
  ...sessionCases,
  ...quizCases,
  ...reportCases,
  ...subscriptionCases,
  ...profileCases,
};
const files = recordingFiles();
const harness = new Harness();

beforeAll(() => harness.start());
afterAll(() => harness.stop());

describe('recorded upstream contract', () => {
  it('has all 123 recordings, each with a case', () => {
    expect(files).toHaveLength(123);
    expect(files.map((f) => f.slice(0, 3)).filter((n) => !cases[n])).toEqual([]);
  });

  for (const file of files) {
    const recording = loadRecording(file);
    it(`${file.slice(0, 3)} ${recording.case} → ${recording.response.status}`, async () => {
      const run = cases[file.slice(0, 3)];
      if (!run) throw new Error(`no contract case for ${file}`);
      harness.use(recording);
      await run(harness);
    });
  }
});
