import { randomBytes } from 'node:crypto';

export interface TextPart {
  name: string;
  value: string;
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  /** Exact byte size, so the whole body gets a Content-Length (Django under WSGI ignores chunked bodies). */
  size: number;
  /** Opens the file's bytes; called once, while the body streams. */
  open(): AsyncIterable<Uint8Array>;
}

export type MultipartPart = TextPart | FilePart;

export interface EncodedMultipart {
  contentType: string;
  contentLength: number;
  body: AsyncIterable<Uint8Array>;
}

const CRLF = '\r\n';

/** Keeps the last path segment and drops anything that could break out of the quoted header parameter. */
export function sanitizeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'upload';
}

/** A MIME type safe to repeat in a header; anything odd becomes application/octet-stream. */
export function sanitizeContentType(type: string | undefined): string {
  const t = (type ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(t) ? t : 'application/octet-stream';
}

function dispositionFor(part: MultipartPart): string {
  const name = part.name.replace(/[\r\n"\\]/g, '');
  if (!('open' in part)) return `Content-Disposition: form-data; name="${name}"`;
  const filename = sanitizeFilename(part.filename);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  // Non-ASCII names travel RFC 5987-encoded too; Django and busboy both prefer `filename*` when present.
  const extended = ascii === filename ? '' : `; filename*=UTF-8''${encodeURIComponent(filename)}`;
  return `Content-Disposition: form-data; name="${name}"; filename="${ascii}"${extended}`;
}

/**
 * Encodes a multipart/form-data body as an async iterable: text parts are small strings, file parts stream
 * from their source, so an upload is never held in memory whole. The exact length is computed up front.
 */
export function encodeMultipart(
  parts: MultipartPart[],
  boundary = `----learnify${randomBytes(16).toString('hex')}`,
) {
  const encoder = new TextEncoder();
  const chunks: Array<Uint8Array | FilePart> = [];
  let length = 0;
  const push = (s: string) => {
    const bytes = encoder.encode(s);
    chunks.push(bytes);
    length += bytes.byteLength;
  };
  for (const part of parts) {
    let head = `--${boundary}${CRLF}${dispositionFor(part)}${CRLF}`;
    if ('open' in part) head += `Content-Type: ${sanitizeContentType(part.contentType)}${CRLF}`;
    push(`${head}${CRLF}`);
    if ('open' in part) {
      chunks.push(part);
      length += part.size;
      push(CRLF);
    } else {
      push(`${part.value}${CRLF}`);
    }
  }
  push(`--${boundary}--${CRLF}`);

  async function* body(): AsyncGenerator<Uint8Array> {
    for (const chunk of chunks) {
      if (chunk instanceof Uint8Array) yield chunk;
      else for await (const piece of chunk.open()) yield piece;
    }
  }
  const encoded: EncodedMultipart = {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: length,
    body: body(),
  };
  return encoded;
}
