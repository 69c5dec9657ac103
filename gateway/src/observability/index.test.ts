import { describe, expect, it } from 'vitest';
import { setupObservability } from './index';

describe('setupObservability', () => {
  it('without an OTLP endpoint: the metrics plugin only, and no tracing', async () => {
    const o = setupObservability({
      otlpEndpoint: undefined,
      otelServiceName: 'x',
      upstreamUrl: 'http://h/api/',
    });
    expect(o.tracing.enabled).toBe(false);
    expect(o.plugins()).toHaveLength(1);
    expect(o.traceScope().run(() => 'called')).toBe('called');
    await o.shutdown();
  });
});
