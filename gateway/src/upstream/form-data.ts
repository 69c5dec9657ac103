// The upstream's multipart calls (sign-up, edit profile, renewal) are sent as undici's own FormData: undici writes
// the multipart body, its boundary and, because every part's size is known, an exact Content-Length (Django under
// WSGI ignores chunked bodies). File parts are file-backed Blobs of the spooled uploads (`fs.openAsBlob`): their
// bytes are read from disk while the body streams, never held in memory whole.
import { openAsBlob } from 'node:fs';
import { FormData } from 'undici';

export interface TextPart {
  name: string;
  value: string;
}

/** An upload already spooled to disk, checked and measured (uploads/spool.ts). */
export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  /** The spooled file. */
  path: string;
}

export type FormPart = TextPart | FilePart;

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

/** The form undici sends: text fields as they are, files as Blobs backed by their spooled file. */
export async function formDataOf(parts: FormPart[]): Promise<FormData> {
  const form = new FormData();
  for (const part of parts) {
    if ('path' in part) {
      const blob = await openAsBlob(part.path, { type: part.contentType });
      form.append(part.name, blob, sanitizeFilename(part.filename));
    } else {
      form.append(part.name, part.value);
    }
  }
  return form;
}
