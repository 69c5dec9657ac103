import type { ApolloServerPlugin } from '@apollo/server';
import type { Env } from '../config/env';
import { metricsPlugin, type MetricsPluginOptions } from './metrics-plugin';
import { RequestTraceScope, startTracing, type Tracing } from './tracing';
import { tracingPlugin, type TracedContext } from './tracing-plugin';

export { countCacheLookup, countClientRequest, countedCache, revokedSessionRefusals } from './metrics';
export { metricsResponse } from './metrics-endpoint';
export { startMetricsServer } from './metrics-server';
export { RequestTraceScope } from './tracing';
export type { TracedContext } from './tracing-plugin';

export interface Observability {
  readonly tracing: Tracing;
  /** The Apollo plugins: request metrics always, the request span when tracing is on. */
  plugins<TContext extends TracedContext>(): ApolloServerPlugin<TContext>[];
  /**
   * A per-request trace scope: put it in the GraphQL context as `traceScope` and give it to that request's
   * `UpstreamClient` as `trace`, so upstream spans join the request's trace.
   */
  traceScope(): RequestTraceScope;
  shutdown(): Promise<void>;
}

/** Metrics and traces for one gateway process, as the environment asks (tracing only with an OTLP endpoint). */
export function setupObservability(
  env: Pick<Env, 'otlpEndpoint' | 'otelServiceName' | 'upstreamUrl'>,
  metricsOptions: MetricsPluginOptions = {},
): Observability {
  const tracing = startTracing({
    endpoint: env.otlpEndpoint,
    serviceName: env.otelServiceName,
    upstreamBasePath: env.upstreamUrl ? new URL(env.upstreamUrl).pathname : '/',
  });
  return {
    tracing,
    plugins: <TContext extends TracedContext>() => [
      metricsPlugin<TContext>(metricsOptions),
      ...(tracing.enabled ? [tracingPlugin<TContext>()] : []),
    ],
    traceScope: () => new RequestTraceScope(),
    shutdown: () => tracing.shutdown(),
  };
}
