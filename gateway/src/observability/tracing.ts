import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  TracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TraceScope } from './trace-scope';
import { endpointTemplate } from './endpoint-template';

export interface TracingOptions {
  /** OTLP/HTTP collector base (`OTEL_EXPORTER_OTLP_ENDPOINT`); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  serviceName?: string;
  /** Path of the REST API base (`/api/` for `https://host/api/`), removed before templating upstream paths. */
  upstreamBasePath?: string;
  /** Tests pass an in-memory exporter (spans are then exported one by one, synchronously). */
  exporter?: SpanExporter;
}

export interface Tracing {
  readonly enabled: boolean;
  /** Flushes pending spans and removes the global tracer, context manager and instrumentation. */
  shutdown(): Promise<void>;
}

/**
 * Turns tracing on for this process, or does nothing: without an endpoint (or exporter) no provider is registered,
 * so tracers are no-ops.
 *
 * Upstream calls are traced by the undici instrumentation (diagnostics_channel: no ESM loader hook). Its span
 * attributes are replaced at the start, before any exporter sees them, with the endpoint template: the raw path
 * can hold a child's username. No headers are recorded, and GraphQL spans carry no variables (tracing-plugin.ts).
 */
export function startTracing(options: TracingOptions): Tracing {
  if (!options.endpoint && !options.exporter) return { enabled: false, shutdown: async () => undefined };

  const exporter =
    options.exporter ??
    new OTLPTraceExporter({ url: new URL('v1/traces', withSlash(options.endpoint!)).href });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName ?? 'learnify-gateway' }),
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  const basePath = withSlash(options.upstreamBasePath ?? '/');
  // endpointTemplate drops the query itself.
  const upstreamPath = (path: string) =>
    endpointTemplate(path.startsWith(basePath) ? path.slice(basePath.length) : path);
  const undici = new UndiciInstrumentation({
    // Calls outside a GraphQL request (readiness probes, the media proxy) would each start a trace of their own.
    requireParentforSpans: true,
    startSpanHook: (request) => {
      const endpoint = upstreamPath(request.path);
      return {
        'url.full': `${request.origin}${basePath}${endpoint}`,
        'url.path': `${basePath}${endpoint}`,
        'url.query': '',
        'url.template': endpoint,
      };
    },
    requestHook: (span, request) => span.updateName(`${request.method} ${upstreamPath(request.path)}`),
  });
  undici.setTracerProvider(provider);
  undici.enable();

  return {
    enabled: true,
    async shutdown() {
      undici.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/**
 * Per-request holder of the GraphQL request's trace context. The tracing plugin enters the request span into it;
 * the upstream client runs each call through `run`, so undici's span becomes a child of that span whatever
 * asynchronous path led to the call. Without tracing it simply calls the function.
 */
export class RequestTraceScope implements TraceScope {
  private current: Context | undefined;

  enter(ctx: Context): void {
    this.current = ctx;
  }

  run<T>(fn: () => T): T {
    return this.current ? context.with(this.current, fn) : fn();
  }
}

function withSlash(s: string): string {
  return s.endsWith('/') ? s : `${s}/`;
}
