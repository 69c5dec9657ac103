import type { z } from 'zod';
import { endpointTemplate } from '../observability/endpoint-template';
import type { UpstreamResponse } from './client';
import { UpstreamError } from './upstream-error';

/** Validates an upstream JSON body against its DTO schema; a body of the wrong shape is an upstream error. */
export function parseData<S extends z.ZodType>(schema: S, res: UpstreamResponse): z.output<S> {
  const parsed = schema.safeParse(res.data);
  if (parsed.success) return parsed.data;
  throw new UpstreamError(
    'invalid_body',
    `Upstream ${res.method} ${endpointTemplate(res.path)} sent an unexpected shape`,
    {
      method: res.method,
      path: res.path,
      status: res.status,
      body: res.body,
    },
  );
}
