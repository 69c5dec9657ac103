// `npm run demo:two-instances [-- --keep]`: one Redis, the REST double (demo accounts) and two gateway instances
// with one SESSION_SECRET, then the three things that must hold across instances, each printed as it is checked.
// Needs Debian's redis-server (apt-get install -y redis-server). With --keep the instances stay up for a browser
// (A and B URLs printed) until Ctrl-C.
import { GqlClient, LOGIN, PASSWORD, codes } from '../gateway/support';
import { redisInstalled, REDIS_SERVER } from '../support/redis';
import { startTwoInstances, upstreamCalls } from '../support/two-instances';

const LIMIT = 4;
const keep = process.argv.includes('--keep');

if (!redisInstalled()) {
  process.stderr.write(`${REDIS_SERVER} is not installed: apt-get install -y redis-server\n`);
  process.exit(2);
}

const stack = await startTwoInstances({
  seed: 'demo',
  env: { RATE_LIMIT_LOGIN_PER_USERNAME: String(LIMIT), LOG_LEVEL: 'warn' },
});
const { a, b, double } = stack;
console.log(`Redis  ${stack.redis.url}\nREST   ${double.url}\nA      ${a.url}\nB      ${b.url}\n`);

let failed = 0;
const check = (what: string, held: boolean, detail: string) => {
  if (!held) failed += 1;
  console.log(`${held ? 'holds ' : 'FAILS '} ${what}\n       ${detail}`);
};

// 1. Wrong passwords for one child from one address, alternating between the instances.
const outcomes: string[] = [];
for (let i = 0; i <= LIMIT; i += 1) {
  const url = i % 2 === 0 ? a.url : b.url;
  const res = await new GqlClient(url).gql(LOGIN, {
    input: {
      username: 'hamza',
      password: i < LIMIT ? 'wrong' : PASSWORD,
      remember: false,
      tokenDelivery: 'BEARER',
    },
  });
  outcomes.push(
    `${i % 2 === 0 ? 'A' : 'B'}:${res.status === 429 ? 'RATE_LIMITED' : (res.data?.login?.errors?.[0]?.code ?? 'signed in')}`,
  );
}
check(
  `the sign-in limit (${LIMIT}) counts attempts on both instances together`,
  outcomes.at(-1)!.endsWith('RATE_LIMITED'),
  outcomes.join('  '),
);

// 2. A cookie copied before sign-out on A, replayed on B.
const onA = new GqlClient(a.url);
await onA.login('ayesha');
const onB = new GqlClient(b.url);
for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
const history = '{ quizHistory { entries { quizTitle } } }';
const before = codes(await onB.gql(history));
await onA.gql('mutation { logout { success } }');
const after = codes(await onB.gql(history));
check(
  'a cookie signed out on A is refused on B',
  before.length === 0 && after.includes('UNAUTHENTICATED'),
  `on B before sign-out: ${before.join(',') || 'ok'}; after: ${after.join(',') || 'still accepted'}`,
);

// 3. A visitor's public query on A, then on B.
double.requests.length = 0;
await new GqlClient(a.url).gql('{ grades { id label } }');
const afterA = upstreamCalls(double, '/api/grades/');
await new GqlClient(b.url).gql('{ grades { id label } }');
const afterB = upstreamCalls(double, '/api/grades/');
check(
  'a public answer cached by A is served by B without asking the REST API',
  afterA === 1 && afterB === 1,
  `REST calls for grades/: after A ${afterA}, after B ${afterB}`,
);

console.log(failed === 0 ? '\nAll shared-state checks hold.' : `\n${failed} check(s) do not hold.`);
if (keep) {
  console.log('Instances stay up; Ctrl-C stops them.');
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
}
await stack.close();
process.exit(failed === 0 ? 0 : 1);
