import type { FastifyInstance } from 'fastify';
import { metricsResponse } from '../observability';

/**
 * `GET /metrics` on the main port (Prometheus text), only with `Authorization: Bearer $METRICS_TOKEN`; with no
 * token configured it answers 404 (a separate METRICS_PORT may serve it instead).
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  app.get('/metrics', async (request, reply) => {
    const answer = await metricsResponse(request.headers.authorization, token);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
