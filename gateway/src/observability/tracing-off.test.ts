// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is registered (its own file: tracing.test.ts turns tracing on).
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { RequestTraceScope, startTracing } from './tracing';

describe('tracing off', () => {
  it('registers no provider: every span is a non-recording no-op and scopes just call through', async () => {
    const off = startTracing({});
    expect(off.enabled).toBe(false);
    const span = trace.getTracer('learnify-gateway').startSpan('graphql');
    expect(span.isRecording()).toBe(false);
    span.end();
    expect(new RequestTraceScope().run(() => 42)).toBe(42);
    await off.shutdown();
  });
});
