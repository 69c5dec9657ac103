import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type TextMapGetter,
} from '@opentelemetry/api';
import { errorCodeOf, NAME } from './metrics-plugin';
import type { RequestTraceScope } from './tracing';

/** The part of the GraphQL context the tracing plugin uses: where to enter the request's trace context. */
export interface TracedContext extends BaseContext {
  traceScope?: Pick<RequestTraceScope, 'enter'>;
}

type HeaderMap = Map<string, string>;
const headerGetter: TextMapGetter<HeaderMap> = {
  get: (carrier, key) => carrier.get(key.toLowerCase()),
  keys: (carrier) => [...carrier.keys()],
};

/**
 * One server span per GraphQL request (continuing the caller's trace when it sends `traceparent`), named after the
 * operation, with its type, name and outcome — never its variables, document text or headers, which hold
 * passwords, tokens and children's names. Upstream calls made for the request become its children through the
 * context's `traceScope`. Install it only when tracing is on (`startTracing(...).enabled`).
 */
export function tracingPlugin<TContext extends TracedContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const tracer = trace.getTracer('learnify-gateway');
      const headers: HeaderMap = request.http?.headers ?? new Map();
      const parent = propagation.extract(context.active(), headers, headerGetter);
      const span = tracer.startSpan('graphql', { kind: SpanKind.SERVER }, parent);
      contextValue.traceScope?.enter(trace.setSpan(parent, span));
      return {
        async didResolveOperation({ operation, operationName }) {
          const name = operationName && NAME.test(operationName) ? operationName : 'anonymous';
          const type = operation?.operation ?? 'query';
          span.updateName(`${type} ${name}`);
          span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': name });
        },
        async didEncounterErrors({ errors }) {
          const safe = errorCodeOf(errors);
          span.setAttribute('learnify.error.code', safe);
          span.setStatus({ code: SpanStatusCode.ERROR, message: safe });
        },
        async willSendResponse({ response }) {
          span.setAttribute('http.response.status_code', response.http.status ?? 200);
          span.end();
        },
      };
    },
  };
}
