import type { CallOptions, UpstreamClient, UpstreamResponse } from '../upstream/client';
import type { TextPart } from '../upstream/form-data';
import { spoolUploads, type PendingUpload } from './spool';

/** One field of a multipart form the gateway sends upstream: text, or a file the client is uploading. */
export type FormField = { name: string; value: string | null | undefined } | PendingUpload;

/**
 * Sends a form with the client's uploads to the upstream. The files are spooled (checked and measured) while a
 * cookie session's token is checked and renewed if refused: a sent upload cannot be replayed after a 401.
 * Spooled files are removed whatever happens.
 */
export async function sendForm(
  client: UpstreamClient,
  method: 'POST' | 'PUT',
  path: string,
  fields: FormField[],
  options: CallOptions = {},
): Promise<UpstreamResponse> {
  const text: TextPart[] = fields.flatMap((f) =>
    'value' in f && f.value != null ? [{ name: f.name, value: f.value }] : [],
  );
  const uploads = fields.flatMap((f) => ('upload' in f ? [f] : []));
  const [spoolResult, checked] = await Promise.allSettled([
    spoolUploads(uploads),
    client.ensureFreshSession(options),
  ]);
  if (spoolResult.status === 'rejected') throw spoolResult.reason;
  const spooled = spoolResult.value;
  try {
    if (checked.status === 'rejected') throw checked.reason;
    return await client.multipart(method, path, [...text, ...spooled.parts], options);
  } finally {
    await spooled.cleanup();
  }
}
