// What graphql-js alone costs for one answer: `execute` of a document over data already in memory (default
// resolvers, no Apollo, no HTTP) and `JSON.stringify` of the result, in a tight loop in a process of its own with
// NODE_ENV=production (graphql-js's development checks off, as in the gateway). A lower bound for any gateway that
// executes that document with graphql-js: the bench reports it beside the executed-catalogue row.
//
// Child mode (run by `measureGraphqlFloor`): reads `{ query, data }` on stdin, prints the figures as JSON.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface GraphqlFloor {
  /** Fields in the answer (every key of every object, `__typename` included). */
  fields: number;
  executeUs: number;
  stringifyUs: number;
  /** graphql-jit, for comparison: the compiled query, then its compiled serializer. */
  jitExecuteUs: number;
  jitStringifyUs: number;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

/** Runs this file as a child process over `data` (the gateway's own answer to `query`). */
export function measureGraphqlFloor(query: string, data: unknown): GraphqlFloor {
  const child = spawnSync(process.execPath, ['--import', 'tsx', SELF, '--child'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    input: JSON.stringify({ query, data }),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`graphql floor failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as GraphqlFloor;
}

function countFields(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countFields(v), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.values(value).reduce((n: number, v) => n + 1 + countFields(v), 0);
}

async function child() {
  const { buildSchema, execute, parse } = await import('graphql');
  const { compileQuery, isCompiledQuery } = await import('graphql-jit');
  const { query, data } = JSON.parse(readFileSync(0, 'utf8')) as { query: string; data: unknown };
  const schema = buildSchema(readFileSync(`${ROOT}schema.graphql`, 'utf8'));
  const document = parse(query);
  const run = () => execute({ schema, document, rootValue: data });
  const perCall = (fn: () => unknown, n: number) => {
    for (let i = 0; i < n / 5; i++) fn(); // warm-up (JIT)
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / n;
  };
  const result = run();
  if ('then' in result || result.errors) throw new Error('the floor document did not execute synchronously');
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled)) throw new Error('graphql-jit could not compile the floor document');
  const runJit = () => compiled.query(data, {}, {});
  const jitResult = runJit();
  if ('then' in jitResult || compiled.stringify(jitResult) !== JSON.stringify(result))
    throw new Error('graphql-jit answered differently from graphql-js');
  const floor: GraphqlFloor = {
    fields: countFields(result.data),
    executeUs: perCall(run, 3000),
    stringifyUs: perCall(() => JSON.stringify(result), 3000),
    jitExecuteUs: perCall(runJit, 3000),
    jitStringifyUs: perCall(() => compiled.stringify(jitResult), 3000),
  };
  process.stdout.write(JSON.stringify(floor));
}

if (process.argv.includes('--child')) await child();
