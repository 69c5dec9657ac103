// Request/response plumbing: body reading and parsing (JSON, urlencoded, multipart via the
// web-standard Request#formData), replies, and Django's HTML error pages.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { UploadInfo } from './types';

export interface Reply {
  status: number;
  json?: unknown;
  html?: string;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Thrown by handlers to answer early (e.g. 415 when the body's media type is not accepted). */
export class ReplyError extends Error {
  constructor(readonly reply: Reply) {
    super(`reply ${reply.status}`);
  }
}

/** An exception escaping a view: Django answers its HTML 500 page, without DRF's headers (no `Allow`). */
export class ViewCrash extends Error {}

export interface FileUpload {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type ParsedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; mediaType: string; fields: Record<string, string>; files: Record<string, FileUpload> }
  | { kind: 'text'; mediaType: string; text: string }
  | { kind: 'error'; mediaType: string; detail: string };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply =>
  headers ? { status, json: body, headers } : { status, json: body };

const page = (title: string, message: string): string =>
  `\n<!doctype html>\n<html lang="en">\n<head>\n  <title>${title}</title>\n</head>\n<body>\n  <h1>${title}</h1><p>${message}</p>\n</body>\n</html>\n`;

/** Django's production (DEBUG=False) 404 page, byte for byte as recorded. */
export const NOT_FOUND_HTML = page('Not Found', 'The requested resource was not found on this server.');

export function djangoErrorHtml(status: number): string {
  if (status === 404) return NOT_FOUND_HTML;
  if (status === 500) return page('Server Error (500)', '');
  const titles: Record<number, string> = {
    400: 'Bad Request (400)',
    403: '403 Forbidden',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return page(titles[status] ?? `Error (${status})`, '');
}

export async function readBody(req: IncomingMessage, limit = 25 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export async function parseBody(contentType: string | undefined, raw: Buffer): Promise<ParsedBody> {
  const mediaType = mediaTypeOf(contentType);
  if (raw.length === 0 && mediaType !== 'multipart/form-data') return { kind: 'none' };
  if (mediaType === 'application/json') {
    try {
      return { kind: 'json', value: JSON.parse(raw.toString('utf8')) as unknown };
    } catch (e) {
      return { kind: 'error', mediaType, detail: `JSON parse error - ${(e as Error).message}` };
    }
  }
  if (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') {
    try {
      const form = await new Request('http://double.invalid/', {
        method: 'POST',
        headers: { 'content-type': contentType ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const fields: Record<string, string> = {};
      const files: Record<string, FileUpload> = {};
      const entries: [string, FormDataEntryValue][] = [];
      form.forEach((value, name) => entries.push([name, value]));
      for (const [name, value] of entries) {
        if (typeof value === 'string') fields[name] = value;
        else
          files[name] = {
            filename: value.name,
            contentType: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          };
      }
      return { kind: 'form', mediaType, fields, files };
    } catch (e) {
      return { kind: 'error', mediaType, detail: `Multipart form parse error - ${(e as Error).message}` };
    }
  }
  return { kind: 'text', mediaType, text: raw.toString('utf8') };
}

export function uploadInfo(file: FileUpload): UploadInfo {
  return {
    filename: file.filename,
    contentType: file.contentType,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

/** What the request log keeps of a body: values for JSON/forms, file metadata instead of bytes. */
export function summarizeBody(body: ParsedBody): unknown {
  switch (body.kind) {
    case 'none':
      return null;
    case 'json':
      return body.value;
    case 'form': {
      const files = Object.fromEntries(Object.entries(body.files).map(([k, f]) => [k, uploadInfo(f)]));
      return { fields: body.fields, files };
    }
    case 'text':
      return { mediaType: body.mediaType, text: body.text.slice(0, 2000) };
    case 'error':
      return { mediaType: body.mediaType, error: body.detail };
  }
}

/** Real image check by magic bytes (PNG, JPEG, GIF, WebP), standing in for Pillow's verify(). */
export function isImage(bytes: Buffer): boolean {
  const starts = (sig: number[], at = 0): boolean => sig.every((b, i) => bytes[at + i] === b);
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x47, 0x49, 0x46, 0x38]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}
