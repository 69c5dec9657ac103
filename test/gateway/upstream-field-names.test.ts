// Every form field the gateway sends the upstream comes back, when the upstream refuses it, as the name of a field
// of the mutation's own input: a client can always tell which of its fields was refused, and no upstream name
// (snake_case) reaches it.
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD, PNG_1X1, REGISTER_REFUSALS, STUDENT_SIGN_UP } from './support';
import { useStack } from './stack-support';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const inputFields = (name: string) => {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLInputObjectType)) throw new Error(`${name} is not an input type`);
  return Object.keys(type.getFields());
};

const ERRORS = 'errors { code field }';
const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { success ${ERRORS} } }`;
const RENEW = `mutation R($input: RenewSubscriptionInput!) { renewSubscription(input: $input) { submitted ${ERRORS} } }`;
const picture = (path: string) => [{ path, filename: 'x.png', type: 'image/png', bytes: PNG_1X1 }];

const stack = useStack();

/** The names of the fields and files of the last form the double received on `path`. */
function sentNames(path: string): string[] {
  const body = stack.lastUpstream(path)?.body as { fields: object; files: object };
  return [...Object.keys(body.fields), ...Object.keys(body.files)].sort();
}

describe('an upstream refusal names the input field it refused', () => {
  it.each([
    {
      mutation: 'registerAccount',
      input: 'RegisterAccountInput',
      path: '/api/register/',
      send: () =>
        stack.client().upload(
          REGISTER_REFUSALS,
          {
            input: {
              ...STUDENT_SIGN_UP,
              username: 'kid_names',
              password: 'Kite#Mango42',
              fullName: 'Kid Names',
              profilePicture: null,
              feeReceipt: null,
            },
          },
          [...picture('input.profilePicture'), ...picture('input.feeReceipt')],
        ),
    },
    {
      mutation: 'updateProfile',
      input: 'UpdateProfileInput',
      path: '/api/user/edit-profile/',
      send: async () =>
        (await stack.signedIn('ayesha')).upload(
          UPDATE,
          {
            input: {
              fullName: 'Ayesha K',
              email: 'a@example.com',
              schoolingStatus: 'PUBLIC_SCHOOL',
              schoolName: 'Iqra',
              city: 'Lahore',
              province: 'PUNJAB',
              gradeId: '3',
              profilePicture: null,
            },
          },
          picture('input.profilePicture'),
        ),
    },
    {
      mutation: 'changePassword',
      input: 'ChangePasswordInput',
      path: '/api/user/change-password/',
      send: async () =>
        (await stack.signedIn('hamza')).gql(CHANGE_PASSWORD, {
          input: { oldPassword: 'whatever-old', newPassword: 'Kite#Mango42x' },
        }),
    },
    {
      mutation: 'renewSubscription',
      input: 'RenewSubscriptionInput',
      path: '/api/account/renew-subscription/',
      send: async () =>
        (await stack.signedIn('bilal')).upload(
          RENEW,
          { input: { plan: 'YEARLY', feeReceipt: null } },
          picture('input.feeReceipt'),
        ),
    },
  ])('$mutation', async ({ mutation, input, path, send }) => {
    // First learn which names the gateway sends, then have the upstream refuse each of them.
    stack.double.faults.add({ path, status: 400, body: { detail: 'refused' }, times: 1 });
    await send();
    const names = stack.lastUpstream(path)?.body as { fields?: object } | undefined;
    const sent = names?.fields
      ? sentNames(path)
      : Object.keys(stack.lastUpstream(path)?.body as object).sort();
    expect(sent.length).toBeGreaterThan(0);
    stack.double.faults.add({
      path,
      status: 400,
      body: Object.fromEntries(sent.map((name) => [name, ['This field is not valid.']])),
      times: 1,
    });
    const res = await send();
    const errors = (res.data[mutation] as { errors: Array<{ field: string | null }> }).errors;
    const fields = errors.map((e) => e.field);
    expect(fields).toHaveLength(sent.length);
    const known = inputFields(input);
    for (const field of fields) expect(known).toContain(field);
  });
});

it('an upstream refusal keyed by inherited names is user errors with plain field names, nothing more', async () => {
  // A field map's keys are the upstream's: `constructor` or `toString` must not reach a prototype's function,
  // which GraphQL's default resolver would call.
  const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
  stack.double.faults.add({
    path: '/api/register/',
    status: 400,
    body: JSON.parse(
      `{${[...names, 'username'].map((n) => `"${n}":["This field is not valid."]`).join(',')}}`,
    ),
    times: 1,
  });
  const res = await stack
    .client()
    .gql(
      `mutation R($input: RegisterAccountInput!) { registerAccount(input: $input) { created errors { code field message } } }`,
      { input: { role: 'TEACHER', username: 'inherited_t', password: 'Kite#Mango42' } },
    );
  expect(res.errors).toBeUndefined();
  const fields = (res.data.registerAccount.errors as Array<{ field: string | null }>).map((e) => e.field);
  expect(fields).toHaveLength(names.length + 1);
  expect(fields).toContain('username');
  for (const field of fields) expect(typeof field).toBe('string');
  for (const { field, message } of res.data.registerAccount.errors as Array<{
    field: string;
    message: unknown;
  }>)
    if (field !== 'username') expect(message).toBe('This was not accepted. Please check it and try again.');
  expect(fields).not.toContain('[object Object]');
  expect(fields).not.toContain('false');
});
