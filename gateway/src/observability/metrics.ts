import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { endpointTemplate } from './endpoint-template';

/**
 * The gateway's Prometheus metrics (docs/operations.md). One registry per process; the cluster primary sums the
 * workers' (`AggregatorRegistry`). Labels are bounded by construction and never hold a username, id or token.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// In a cluster worker: answer the primary's aggregator with this registry (constructing an AggregatorRegistry
// is what installs prom-client's worker-side listener). Outside a cluster nothing is installed.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const graphqlRequests = new Counter({
  name: 'learnify_graphql_requests_total',
  help: 'GraphQL requests by operation name and outcome (ok, or the first error code)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});

export const graphqlDuration = new Histogram({
  name: 'learnify_graphql_request_duration_seconds',
  help: 'Time from the start of the GraphQL request to its response, by operation name and outcome',
  labelNames: ['operation', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const upstreamRequests = new Counter({
  name: 'learnify_upstream_requests_total',
  help: 'Calls to the REST API by method, endpoint template and status class (2xx…5xx, timeout, network)',
  labelNames: ['method', 'endpoint', 'status'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'learnify_upstream_request_duration_seconds',
  help: 'Latency of calls to the REST API by method, endpoint template and status class',
  labelNames: ['method', 'endpoint', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'learnify_cache_lookups_total',
  help: 'Cache reads by cache name and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const tokenRefreshes = new Counter({
  name: 'learnify_token_refreshes_total',
  help: 'Upstream access-token refreshes by outcome (ok, refused: the refresh token was refused, error)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'learnify_rate_limit_rejections_total',
  help: 'Requests refused by a rate limit, by limit name',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const revokedSessionRefusals = new Counter({
  name: 'learnify_revoked_session_refusals_total',
  help: 'Requests refused because their session was signed out (revocation list)',
  registers: [registry],
});

const clientRequests = new Counter({
  name: 'learnify_client_requests_total',
  help: 'Executed GraphQL requests per client name (apollographql-client-name; bounded, the rest is "other")',
  labelNames: ['client'] as const,
  registers: [registry],
});

const clientDeprecatedRequests = new Counter({
  name: 'learnify_client_deprecated_requests_total',
  help: 'Executed GraphQL requests per client name that selected at least one deprecated field',
  labelNames: ['client'] as const,
  registers: [registry],
});

/** Counts one executed request of a client (`client` is already a bounded bucket name). */
export function countClientRequest(client: string, usedDeprecated: boolean): void {
  clientRequests.inc({ client });
  if (usedDeprecated) clientDeprecatedRequests.inc({ client });
}

export const storeErrors = new Counter({
  name: 'learnify_store_errors_total',
  help: 'Failed calls to the shared store (Redis) by operation; each one was answered by the fail-open/closed rule',
  labelNames: ['op'] as const,
  registers: [registry],
});

export const storeUp = new Gauge({
  name: 'learnify_store_up',
  help: '1 when the shared store (Redis) is connected, 0 when not; absent with the in-memory store',
  registers: [registry],
});

export interface UpstreamCallRecord {
  method: string;
  /** The path as called (relative to the API base): templated here, never recorded as it is. */
  path: string;
  /** HTTP status when the upstream answered; otherwise `failure` says why not. */
  status?: number;
  failure?: string;
  seconds: number;
}

/** Called by the upstream client once per HTTP exchange (a retried call counts twice). */
export function observeUpstreamCall(call: UpstreamCallRecord): void {
  const labels = {
    method: call.method,
    endpoint: endpointTemplate(call.path),
    status: call.status !== undefined ? `${Math.floor(call.status / 100)}xx` : (call.failure ?? 'error'),
  };
  upstreamRequests.inc(labels);
  upstreamDuration.observe(labels, call.seconds);
}

/** Wraps a cache so that every read is counted as a hit or a miss under `name`. */
export function countedCache<V>(cache: KeyValueCache<V>, name: string): KeyValueCache<V> {
  return {
    async get(key) {
      const value = await cache.get(key);
      cacheLookups.inc({ cache: name, result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (key, value, options) => cache.set(key, value, options),
    delete: (key) => cache.delete(key),
  };
}

/** Counts one lookup of a cache that keeps values in process (the public data cache's levels). */
export function countCacheLookup(name: string, result: 'hit' | 'shared-hit' | 'stale' | 'miss'): void {
  cacheLookups.inc({ cache: name, result });
}

/** The exposition text of this process's metrics. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
