// One failing call of every guarded operation (gateway/src/security/guarded-operations.ts), and document shapes
// that wrap calls in fragments, directives, aliases, literals or a persisted hash. Keyed by `GuardedOperation`:
// adding an operation to the list without a sample here is a type error, so no guarded operation goes untested.
import { createHash } from 'node:crypto';
import type { GuardedOperation } from '../../gateway/src/security/guarded-operations';
import { PASSWORD, type GqlClient, type Stack } from './support';

export interface GuardedSample {
  /** The input type of the operation's `input` argument. */
  inputType: string;
  /** A selection of the payload that needs nothing else. */
  selection: string;
  /** The REST path the operation calls: what the upstream must see at most `limit` failed times. */
  upstreamPath: string;
  /** The input of a call that fails (wrong password), for subject `n` (each test uses its own subject). */
  failingInput(n: string): Record<string, unknown>;
  /** Enum-valued input fields (unquoted in a literal). */
  enums: string[];
  /** A client for subject `n` (signed in where the operation needs a session). */
  client(stack: Stack, n: string, headers: Record<string, string>): Promise<GqlClient>;
}

/** A new password every policy accepts (so the upstream is asked, and the old one decides). */
const STRONG = 'Zebra#Mango42!';

export const GUARDED_SAMPLES: Record<GuardedOperation, GuardedSample> = {
  login: {
    inputType: 'LoginInput',
    selection: '{ errors { code } session { role } }',
    upstreamPath: '/api/token/',
    failingInput: (n) => ({ username: `guess_${n}`, password: 'wrong-password' }),
    enums: ['tokenDelivery'],
    client: async (stack, _n, headers) => stack.client(headers),
  },
  registerAccount: {
    inputType: 'RegisterAccountInput',
    selection: '{ created errors { code } }',
    upstreamPath: '/api/register/',
    failingInput: (n) => ({
      role: 'TEACHER',
      username: `signup_${n}`,
      password: STRONG,
      fullName: 'Sign Up',
      email: `signup_${n}@example.com`,
    }),
    enums: ['role'],
    client: async (stack, _n, headers) => stack.client(headers),
  },
  changePassword: {
    inputType: 'ChangePasswordInput',
    selection: '{ success errors { code } }',
    upstreamPath: '/api/user/change-password/',
    failingInput: () => ({ oldPassword: `not-${PASSWORD}`, newPassword: STRONG }),
    enums: [],
    client: async (stack, _n, headers) => {
      const client = stack.client(headers);
      await client.login('ayesha');
      return client;
    },
  },
};

/** A GraphQL literal for a JSON input (enum fields unquoted). */
export function literal(value: unknown, enums: string[], key = ''): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, enums)).join(', ')}]`;
  if (typeof value === 'object')
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${literal(v, enums, k)}`)
      .join(', ')} }`;
  if (typeof value === 'string' && enums.includes(key)) return value;
  return JSON.stringify(value);
}

export interface Shape {
  name: string;
  /** The document for `calls` calls of `op` (aliased when more than one). */
  document(op: GuardedOperation, calls: number): string;
  /** Variables the document needs besides `$input`. */
  variables?: Record<string, unknown>;
  /** Send the literal input instead of the `$input` variable. */
  literal?: boolean;
  /** Send a persisted-query hash with the text. */
  persisted?: boolean;
}

const field = (op: GuardedOperation, i: number, calls: number, arg = '$input') =>
  `${calls > 1 ? `c${i}: ` : ''}${op}(input: ${arg}) ${GUARDED_SAMPLES[op].selection}`;
const fields = (op: GuardedOperation, calls: number, arg?: string) =>
  Array.from({ length: calls }, (_, i) => field(op, i, calls, arg)).join(' ');
const header = (op: GuardedOperation, extra = '') =>
  `mutation Guarded($input: ${GUARDED_SAMPLES[op].inputType}!${extra})`;

export const SHAPES: Shape[] = [
  { name: 'top-level fields', document: (op, n) => `${header(op)} { ${fields(op, n)} }` },
  {
    name: 'an inline fragment',
    document: (op, n) => `${header(op)} { ... on Mutation { ${fields(op, n)} } }`,
  },
  {
    name: 'named fragments, one inside another',
    document: (op, n) =>
      `${header(op)} { ...Outer } fragment Outer on Mutation { __typename ...Inner } fragment Inner on Mutation { ${fields(op, n)} }`,
  },
  {
    name: '@include and @skip',
    variables: { yes: true },
    document: (op, n) =>
      `${header(op, ', $yes: Boolean!')} { ... @include(if: $yes) { ${fields(op, n)} } __typename @skip(if: $yes) }`,
  },
  {
    name: 'aliases split between the operation and a fragment',
    document: (op, n) =>
      `${header(op)} { ${field(op, 0, 2)} ...Rest } fragment Rest on Mutation { ${Array.from(
        { length: Math.max(0, n - 1) },
        (_, i) => field(op, i + 1, 2),
      ).join(' ')} __typename }`,
  },
  {
    name: 'literal input, no variables',
    literal: true,
    document: (op, n) => `mutation Guarded { ${fields(op, n, '__LITERAL__')} }`,
  },
  {
    name: 'a persisted-query hash',
    persisted: true,
    document: (op, n) => `${header(op)} { ${fields(op, n)} }`,
  },
];

/** Sends `calls` calls of `op` in one request, shaped by `shape`. */
export async function sendShaped(
  client: GqlClient,
  shape: Shape,
  op: GuardedOperation,
  input: Record<string, unknown>,
  calls: number,
) {
  const sample = GUARDED_SAMPLES[op];
  let query = shape.document(op, calls);
  if (shape.literal) query = query.replaceAll('__LITERAL__', literal(input, sample.enums));
  const variables = shape.literal ? {} : { input, ...shape.variables };
  const extensions = shape.persisted
    ? {
        persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
      }
    : undefined;
  const res = await fetch(`${client.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.cookies.size > 0
        ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
        : {}),
      ...client.headers,
    },
    body: JSON.stringify({ query, variables, ...(extensions ? { extensions } : {}) }),
  });
  const text = await res.text();
  let body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: res.status, headers: res.headers, ...body };
}
