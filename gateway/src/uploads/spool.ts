import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUpload } from 'graphql-upload-minimal';
import { GraphQLError } from 'graphql';
import { gatewayError } from '../errors';
import { sanitizeFilename, type FilePart } from '../upstream/form-data';
import {
  acceptedTypes,
  describeTypes,
  safeFilename,
  SNIFF_BYTES,
  sniffType,
  type SniffedType,
} from './file-type';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface SpooledFiles {
  parts: FilePart[];
  cleanup(): Promise<void>;
}

export interface PendingUpload {
  name: string;
  /** The `Upload` input value: resolves when the file's part of the client request is reached. */
  upload: Promise<FileUpload> | FileUpload;
  /** The types this upload may be, when narrower than the field's default (`acceptedTypes`). */
  accepts?: readonly SniffedType[];
}

/**
 * Streams each upload to a private temp file (never into memory) to learn its exact size: Django under WSGI
 * reads `Content-Length` bytes and ignores chunked bodies. Uploads are consumed CONCURRENTLY: the client's
 * multipart body is one stream, so waiting for a later file before draining an earlier one would deadlock.
 */
export async function spoolUploads(
  uploads: PendingUpload[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<SpooledFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'learnify-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const settled = await Promise.allSettled(
    uploads.map(async ({ name, upload, accepts }, index): Promise<FilePart> => {
      let file: FileUpload;
      try {
        file = await upload;
      } catch {
        throw gatewayError('BAD_USER_INPUT', `The file for "${name}" did not arrive.`);
      }
      const path = join(dir, String(index));
      const { head } = await copyToFile(file, path, maxBytes);
      // The content decides the type (and the name's extension); the client's word is ignored.
      const type = sniffType(head);
      const accepted = accepts ?? acceptedTypes(name);
      if (!type || !accepted.includes(type))
        throw gatewayError(
          'BAD_USER_INPUT',
          `The file "${sanitizeFilename(file.filename)}" is not a ${describeTypes(accepted)} file.`,
          { reason: 'FILE_TYPE' },
        );
      return {
        name,
        filename: safeFilename(sanitizeFilename(file.filename), type),
        contentType: type,
        path,
      };
    }),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    await cleanup();
    throw failed.reason;
  }
  return { parts: settled.map((s) => (s as PromiseFulfilledResult<FilePart>).value), cleanup };
}

async function copyToFile(
  upload: FileUpload,
  path: string,
  maxBytes: number,
): Promise<{ size: number; head: Uint8Array }> {
  let size = 0;
  let head = Buffer.alloc(0);
  const tooLarge = () => gatewayError('BAD_USER_INPUT', `The file "${upload.filename}" is larger than 5 MB.`);
  let source: ReturnType<FileUpload['createReadStream']>;
  try {
    source = upload.createReadStream();
  } catch (err) {
    throw (err as { status?: number }).status === 413
      ? tooLarge()
      : gatewayError('BAD_USER_INPUT', 'The file upload failed.');
  }
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      done(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  // At the size limit busboy stops the file and graphql-upload-minimal unpipes it: end the copy with an error,
  // or the pipeline would wait forever for an end that never comes.
  source.once('limit', () => counter.destroy(tooLarge()));
  try {
    await pipeline(source, counter, createWriteStream(path, { mode: 0o600 }));
  } catch (err) {
    throw err instanceof GraphQLError ? err : gatewayError('BAD_USER_INPUT', 'The file upload failed.');
  }
  if ((source as unknown as { truncated?: boolean }).truncated) throw tooLarge();
  return { size, head };
}
