// A child's account needs a parent's or guardian's agreement: the gateway refuses a student's sign-up
// without it, before anything is sent upstream; a teacher signs up for themselves.
import { expect, it } from 'vitest';
import { REGISTER_REFUSALS } from './support';
import { useStack } from './stack-support';

const stack = useStack();

const input = { username: 'kiran_new', password: 'Kite#Mango42', fullName: 'Kiran', email: 'k@example.com' };

it("refuses a student's sign-up without the guardian's agreement, and the upstream never hears of it", async () => {
  for (const guardianConsent of [undefined, false]) {
    const res = await stack
      .client()
      .gql(REGISTER_REFUSALS, { input: { ...input, role: 'STUDENT', guardianConsent } });
    expect(res.data.registerAccount).toEqual({
      created: false,
      errors: [{ code: 'GUARDIAN_CONSENT_REQUIRED', field: 'guardianConsent' }],
    });
  }
  expect(stack.upstreamCalls('/api/register/')).toBe(0);
});

it('a student with the agreement and a teacher without it are sent on (the agreement itself is not)', async () => {
  const student = await stack
    .client()
    .gql(REGISTER_REFUSALS, { input: { ...input, role: 'STUDENT', guardianConsent: true } });
  expect(student.data.registerAccount).toEqual({ created: true, errors: [] });
  const teacher = await stack.client().gql(REGISTER_REFUSALS, {
    input: { ...input, username: 'mr.new', role: 'TEACHER', schoolingStatus: 'TEACHER' },
  });
  expect(teacher.data.registerAccount).toEqual({ created: true, errors: [] });
  const sent = stack.double.requests.filter((r) => r.path === '/api/register/');
  expect(sent).toHaveLength(2);
  for (const r of sent) expect(JSON.stringify(r.body)).not.toMatch(/guardian/i);
});
