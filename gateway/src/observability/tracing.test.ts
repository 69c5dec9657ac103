import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { Agent } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging';
import { UpstreamClient } from '../upstream/client';
import { RequestTraceScope, startTracing, type Tracing } from './tracing';
import { tracingPlugin, type TracedContext } from './tracing-plugin';

interface Ctx extends TracedContext {
  traceScope: RequestTraceScope;
  upstream: UpstreamClient;
}

const typeDefs = `
  type Query { history(username: String!): String, me: String }
  type Mutation { login(username: String!, password: String!): String, startQuiz(id: ID!): String }
`;
const resolvers = {
  Query: {
    history: async (_: unknown, a: { username: string }, ctx: Ctx) =>
      JSON.stringify((await ctx.upstream.get(`teacher/student/${a.username}/quiz-history/`)).data),
  },
  Mutation: {
    login: async (_: unknown, a: { username: string; password: string }, ctx: Ctx) => {
      await ctx.upstream.postJson('token/', a, { auth: false });
      return 'ok';
    },
    startQuiz: async (_: unknown, a: { id: string }, ctx: Ctx) => {
      await ctx.upstream.post(`quiz/start/${a.id}/`);
      return 'started';
    },
  },
};

const exporter = new InMemorySpanExporter();
const seenTraceparents: string[] = [];
let upstreamServer: Server;
let base: URL;
let tracing: Tracing;
let apollo: ApolloServer<Ctx>;
const agent = new Agent();

beforeAll(async () => {
  upstreamServer = createServer((req, res) => {
    seenTraceparents.push(String(req.headers.traceparent ?? ''));
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise<void>((r) => upstreamServer.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}/api/`);
  tracing = startTracing({ exporter, upstreamBasePath: '/api/' });
  apollo = new ApolloServer<Ctx>({ typeDefs, resolvers, plugins: [tracingPlugin<Ctx>()] });
  await apollo.start();
});

afterAll(async () => {
  await apollo.stop();
  await tracing.shutdown();
  upstreamServer.closeAllConnections();
  await new Promise((r) => upstreamServer.close(r));
  await agent.close();
});

beforeEach(() => {
  exporter.reset();
  seenTraceparents.length = 0;
});

function contextValue(token = 'secret-access-token'): Ctx {
  const traceScope = new RequestTraceScope();
  const upstream = new UpstreamClient({
    base,
    dispatcher: agent,
    timeoutMs: 2000,
    logger: silentLogger,
    auth: { accessToken: token, canRenew: false, renew: async () => null },
    trace: traceScope,
  });
  return { traceScope, upstream };
}

async function run(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  exporter.reset();
  const http = { method: 'POST', search: '', headers: new Map(Object.entries(headers)) };
  // executeOperation takes the HTTP part as Apollo's integrations build it.
  const res = await apollo.executeOperation(
    { query, variables, http: http as never },
    { contextValue: contextValue() },
  );
  expect(res.body.kind).toBe('single');
  return exporter.getFinishedSpans();
}

const allText = (spans: ReadableSpan[]) =>
  JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events })));

describe('tracing', () => {
  it('makes one trace from the GraphQL request through each upstream call', async () => {
    const spans = await run(
      'query TeacherHistory($u: String!) { history(username: $u) }',
      { u: 'hamza' },
      { authorization: 'Bearer secret-access-token', cookie: 'learnify_session=sealed-cookie' },
    );
    const server = spans.find((s) => s.name === 'query TeacherHistory');
    const client = spans.find((s) => s.name.startsWith('GET '));
    expect(server?.attributes['graphql.operation.name']).toBe('TeacherHistory');
    expect(client?.name).toBe('GET teacher/student/{username}/quiz-history/');
    expect(client?.spanContext().traceId).toBe(server?.spanContext().traceId);
    expect(client?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    // The upstream receives the trace context, so its own traces join ours.
    expect(seenTraceparents[0]).toContain(server!.spanContext().traceId);
    expect(client?.attributes['url.full']).toBe(
      `${base.origin}/api/teacher/student/{username}/quiz-history/`,
    );
    expect(client?.attributes['http.response.status_code']).toBe(200);
  });

  it('continues a trace the caller started (traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const spans = await run(
      'mutation Start { startQuiz(id: "77") }',
      {},
      { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    );
    expect(spans.map((s) => s.spanContext().traceId)).toEqual([traceId, traceId]);
    expect(spans.map((s) => s.name).sort()).toEqual(['POST quiz/start/{id}/', 'mutation Start']);
  });

  it('records no tokens, passwords, usernames or ids in any span', async () => {
    const spans = [
      ...(await run(
        'mutation SignIn($u: String!, $p: String!) { login(username: $u, password: $p) }',
        { u: 'ayesha.khan', p: 'hunter2-password' },
        { authorization: 'Bearer secret-access-token', cookie: 'learnify_session=sealed-cookie' },
      )),
      ...(await run('query H { history(username: "zainab") }', {})),
      ...(await run('mutation S { startQuiz(id: "987654") }', {})),
    ];
    expect(spans.length).toBe(6);
    const text = allText(spans);
    for (const secret of ['secret-access-token', 'sealed-cookie', 'hunter2', 'ayesha', 'zainab', '987654'])
      expect(text).not.toContain(secret);
  });

  it('marks a failed operation with its error code', async () => {
    const spans = await run('query Broken { nope }', {});
    expect(spans).toHaveLength(1);
    expect(spans[0]!.attributes['learnify.error.code']).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(spans[0]!.status.code).toBe(2);
  });
});
