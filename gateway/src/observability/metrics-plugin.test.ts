import { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlDuration, graphqlRequests } from './metrics';
import { metricsPlugin } from './metrics-plugin';

const typeDefs = `type Query { hello: String, denied: String }`;
const resolvers = {
  Query: {
    hello: () => 'hi',
    denied: () => {
      throw new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } });
    },
  },
};

async function count(operation: string, outcome: string): Promise<number> {
  const { values } = await graphqlRequests.get();
  return values.find((v) => v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;
}

async function server(options?: Parameters<typeof metricsPlugin>[0]) {
  const s = new ApolloServer({ typeDefs, resolvers, plugins: [metricsPlugin(options)] });
  await s.start();
  return s;
}

describe('metricsPlugin', () => {
  it('counts and times each request by operation name and outcome', async () => {
    const s = await server();
    const okBefore = await count('MetricsHello', 'ok');
    const deniedBefore = await count('MetricsDenied', 'FORBIDDEN');
    await s.executeOperation({ query: 'query MetricsHello { hello }' });
    await s.executeOperation({ query: 'query MetricsHello { hello }' });
    await s.executeOperation({ query: 'query MetricsDenied { denied }' });
    expect(await count('MetricsHello', 'ok')).toBe(okBefore + 2);
    expect(await count('MetricsDenied', 'FORBIDDEN')).toBe(deniedBefore + 1);
    const { values } = await graphqlDuration.get();
    const samples = values.find(
      (v) => v.metricName?.endsWith('_count') && v.labels.operation === 'MetricsHello',
    );
    expect(samples?.value).toBeGreaterThanOrEqual(2);
    await s.stop();
  });

  it('labels operations that never resolved, whatever name the client gave them', async () => {
    const s = await server();
    const before = await count('unresolved', 'GRAPHQL_VALIDATION_FAILED');
    await s.executeOperation({ query: 'query Invented { nope }', operationName: 'Invented' });
    expect(await count('unresolved', 'GRAPHQL_VALIDATION_FAILED')).toBe(before + 1);
    expect(await count('Invented', 'GRAPHQL_VALIDATION_FAILED')).toBe(0);
    await s.stop();
  });

  it('bounds the operation label set: past the cap, or outside the known list, names become "other"', async () => {
    const capped = await server({ maxOperations: 1 });
    await capped.executeOperation({ query: 'query CapFirst { hello }' });
    const otherBefore = await count('other', 'ok');
    await capped.executeOperation({ query: 'query CapSecond { hello }' });
    expect(await count('CapFirst', 'ok')).toBeGreaterThanOrEqual(1);
    expect(await count('CapSecond', 'ok')).toBe(0);
    expect(await count('other', 'ok')).toBe(otherBefore + 1);
    await capped.stop();

    const listed = await server({ knownOperations: ['Listed'] });
    await listed.executeOperation({ query: 'query Listed { hello }' });
    await listed.executeOperation({ query: 'query NotListed { hello }' });
    expect(await count('Listed', 'ok')).toBe(1);
    expect(await count('NotListed', 'ok')).toBe(0);
    const anonBefore = await count('anonymous', 'ok');
    await listed.executeOperation({ query: '{ hello }' });
    expect(await count('anonymous', 'ok')).toBe(anonBefore + 1);
    await listed.stop();
  });
});
