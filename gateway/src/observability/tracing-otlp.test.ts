// With an endpoint, spans leave the process over OTLP/HTTP to <endpoint>/v1/traces (a local stand-in collector).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { startTracing } from './tracing';

describe('OTLP export', () => {
  it('sends finished spans to the collector, named by the service', async () => {
    const received: Array<{ url: string; type: string; body: Buffer }> = [];
    const collector = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          url: req.url ?? '',
          type: String(req.headers['content-type']),
          body: Buffer.concat(chunks),
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const tracing = startTracing({ endpoint, serviceName: 'learnify-gateway-test' });
    try {
      expect(tracing.enabled).toBe(true);
      trace.getTracer('t').startSpan('query CatalogueScreen').end();
    } finally {
      await tracing.shutdown(); // flushes the batch
      collector.closeAllConnections();
      await new Promise((r) => collector.close(r));
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v1/traces');
    const text = received[0]!.body.toString('latin1');
    expect(text).toContain('query CatalogueScreen');
    expect(text).toContain('learnify-gateway-test');
  });
});
