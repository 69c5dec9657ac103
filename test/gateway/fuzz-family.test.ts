// Fuzz: generated family-page paths, `?lang=` values, `familyWeek` tokens and link ids against a running production
// gateway, one by one and in parallel bursts. Properties: every answer within the time bound and stable (the one
// 404 page for anything but the real token, a documented code for GraphQL), nobody's week for a token that is not
// exactly hers, nothing revoked or renewed by a garbage id, and the process healthy after each case.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStableAnswer,
  fuzzOptions,
  fuzzTimeout,
  INHERITED_NAMES,
  REAL_PASSWORD,
  REQUEST_TIME_BOUND_MS,
  startProductionGateway,
  type ProductionGateway,
  type RawAnswer,
  PRODUCTION_START_MS,
} from './fuzz-support';

let gateway: ProductionGateway;
let cookie = '';
let token = '';
let linkId = '';
let deadPage = '';

const gql = (query: string, variables: Record<string, unknown>, withCookie = false) =>
  gateway.send({
    headers: {
      'content-type': 'application/json',
      ...(withCookie ? { cookie: `learnify_session=${cookie}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });

const page = (path: string) => gateway.send({ method: 'GET', path, headers: { accept: 'text/html' } });

beforeAll(async () => {
  gateway = await startProductionGateway({
    RATE_LIMIT_FAMILY_VIEWS_PER_IP: '1000000',
    RATE_LIMIT_FAMILY_LINKS_PER_ACCOUNT: '1000000',
  });
  const login = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation L($input: LoginInput!) { login(input: $input) { session { role } } }',
      variables: { input: { username: 'sana', password: REAL_PASSWORD } },
    }),
  });
  cookie = login.headers
    .getSetCookie()
    .map((c) => /^learnify_session=([^;]+)/.exec(c)?.[1])
    .find(Boolean)!;
  // Her home once, so her week is kept; then her link.
  await gql('{ viewer { progress { id } } }', {}, true);
  const made = await gql(
    'mutation C($input: CreateFamilyLinkInput!) { createFamilyLink(input: $input) { familyLink { id url } } }',
    { input: { language: 'EN' } },
    true,
  );
  const link = (
    JSON.parse(made.kind === 'answer' ? made.text : '{}') as {
      data: { createFamilyLink: { familyLink: { id: string; url: string } } };
    }
  ).data.createFamilyLink.familyLink;
  linkId = link.id;
  token = link.url.replace('/family/', '');
  const dead = await page('/family/not-a-token');
  deadPage = dead.kind === 'answer' ? dead.text : '';
}, PRODUCTION_START_MS);
afterAll(() => gateway.close());

/** What no link has: garbage, inherited names, and the real token changed by one step. */
const notTheToken = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(...INHERITED_NAMES, '', '.', '..', '%2e%2e', 'null', 'undefined', '[object Object]'),
  fc.integer({ min: 200, max: 12_000 }).map((n) => 'A'.repeat(n)),
  fc.tuple(fc.nat(), fc.constantFrom('cut', 'extend', 'flip', 'upper', 'slash')).map(([at, how]) => {
    const i = at % token.length;
    const flipped = token[i] === 'A' ? 'B' : 'A';
    if (how === 'cut') return token.slice(0, i);
    if (how === 'extend') return `${token}${token[i]}`;
    if (how === 'upper') return token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase();
    if (how === 'slash') return `${token}/x`;
    return token.slice(0, i) + flipped + token.slice(i + 1);
  }),
);

const lang = fc.oneof(fc.constantFrom('en', 'ur', '', 'UR', '__proto__'), fc.string({ maxLength: 20 }));

function expectDeadPage(answer: RawAnswer, what: string) {
  expect(answer.kind === 'answer' ? '' : answer.error, `${what}: no answer`).toBe('');
  if (answer.kind !== 'answer') return;
  expect(answer.ms, `${what}: ${answer.ms} ms`).toBeLessThan(REQUEST_TIME_BOUND_MS);
  // Node or the gateway's own limits refuse some requests before any route (a malformed or too long request line,
  // 400/414/431, with a JSON code); every other one gets the dead-link page.
  if ([400, 414, 431].includes(answer.status)) {
    expect(answer.text).not.toContain('Sana');
    return;
  }
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(404);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.text).not.toContain('Sana');
}

describe('the family page under generated paths', () => {
  it(
    'answers anything but her token with the one dead-link page, one by one and in bursts',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(notTheToken, lang), { minLength: 1, maxLength: 8 }),
          async (cases) => {
            const paths = cases.map(
              ([t, l]) =>
                `/family/${t.split('/').map(encodeURIComponent).join('/')}?lang=${encodeURIComponent(l)}`,
            );
            const answers = await Promise.all(paths.map(page));
            answers.forEach((a, i) => expectDeadPage(a, paths[i]!.slice(0, 120)));
            // The bytes of the dead page depend on nothing but the language asked for.
            for (const [i, a] of answers.entries())
              if (a.kind === 'answer' && a.status === 404 && !/^(en|ur)$/.test(cases[i]![1]))
                expect(a.text).toBe(deadPage);
            const live = await page(`/family/${token}`);
            expect(live.kind === 'answer' && live.status).toBe(200);
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );
});

describe('familyWeek and link ids under generated input', () => {
  it(
    'familyWeek: NOT_FOUND for anything but her token, within the bound, in parallel',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(notTheToken, { minLength: 1, maxLength: 8 }), async (tokens) => {
          const answers = await Promise.all(
            tokens.map((t) => gql('query W($t: String!) { familyWeek(token: $t) { firstName } }', { t })),
          );
          for (const [i, a] of answers.entries()) {
            const body = expectStableAnswer(a, `familyWeek(${JSON.stringify(tokens[i]).slice(0, 60)})`);
            expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
          }
          await gateway.expectHealthy();
        }),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );

  it(
    'renew, revoke and dismiss with garbage ids change nothing; her link still opens',
    async () => {
      const id = fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom(...INHERITED_NAMES),
        fc.nat().map((n) => linkId.slice(0, n % linkId.length)),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom('renew', 'revoke', 'dismiss', 'create'), id), { maxLength: 6 }),
          async (ops) => {
            const answers = await Promise.all(
              ops.map(([op, value]) =>
                op === 'create'
                  ? gql(
                      'mutation C($input: CreateFamilyLinkInput!) { createFamilyLink(input: $input) { errors { code } } }',
                      { input: { language: value } },
                      true,
                    )
                  : gql(
                      op === 'renew'
                        ? 'mutation R($id: ID!) { renewFamilyLink(input: { id: $id }) { errors { code } } }'
                        : op === 'revoke'
                          ? 'mutation R($id: ID!) { revokeFamilyLink(input: { id: $id }) { revokedId } }'
                          : 'mutation R($id: ID!) { dismissFamilyLinkReminder(input: { id: $id }) { dismissed } }',
                      { id: value },
                      true,
                    ),
              ),
            );
            for (const [i, a] of answers.entries()) {
              const [op, value] = ops[i]!;
              const body = expectStableAnswer(a, `${op}(${JSON.stringify(value).slice(0, 60)})`);
              const codes = (body.errors ?? []).map((e) => e.extensions?.code);
              if (op === 'create') expect(codes).toEqual(['BAD_USER_INPUT']);
              else if (op === 'dismiss')
                expect(body.data).toEqual({ dismissFamilyLinkReminder: { dismissed: false } });
              else expect(value === linkId || codes.join() === 'NOT_FOUND').toBe(true);
            }
            const live = await page(`/family/${token}`);
            expect(live.kind === 'answer' && live.status).toBe(200);
            await gateway.expectHealthy();
          },
        ),
        fuzzOptions(),
      );
    },
    fuzzTimeout(),
  );
});
