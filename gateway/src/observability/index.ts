import type { Env } from '../config/env';
import { metricsPlugin, type MetricsPluginOptions } from './metrics-plugin';
import { RequestTraceScope, startTracing } from './tracing';
import { tracingPlugin, type TracedContext } from './tracing-plugin';

export { countCacheLookup, countClientRequest, countedCache, revokedSessionRefusals } from './metrics';
export { metricsResponse } from './metrics-endpoint';
export { startMetricsServer } from './metrics-server';
export { RequestTraceScope } from './tracing';

export type Observability = ReturnType<typeof setupObservability>;

/** Metrics and traces for one gateway process, as the environment asks (tracing only with an OTLP endpoint). */
export function setupObservability(
  env: Pick<Env, 'otlpEndpoint' | 'otelServiceName' | 'upstreamUrl'>,
  metricsOptions: MetricsPluginOptions = {},
) {
  const tracing = startTracing({
    endpoint: env.otlpEndpoint,
    serviceName: env.otelServiceName,
    upstreamBasePath: env.upstreamUrl ? new URL(env.upstreamUrl).pathname : '/',
  });
  return {
    tracing,
    /** The Apollo plugins: request metrics always, the request span when tracing is on. */
    plugins: <TContext extends TracedContext>() => [
      metricsPlugin<TContext>(metricsOptions),
      ...(tracing.enabled ? [tracingPlugin<TContext>()] : []),
    ],
    /**
     * A per-request trace scope: put it in the GraphQL context as `traceScope` and give it to that request's
     * `UpstreamClient` as `trace`, so upstream spans join the request's trace.
     */
    traceScope: () => new RequestTraceScope(),
    shutdown: () => tracing.shutdown(),
  };
}
