import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUpload } from 'graphql-upload-minimal';
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

/** Why an upload was refused (the schema's `UserErrorReason` for files). */
export type UploadProblem = 'FILE_TYPE' | 'FILE_TOO_LARGE' | 'FILE_NOT_RECEIVED';

/** An upload the user can fix: the mutation answers it as a `UserError` in its payload, not a failed request. */
export class UploadRefused extends Error {
  constructor(
    /** The form field the file was for (the upstream's name, e.g. `fee_receipt`). */
    readonly upload: string,
    readonly reason: UploadProblem,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const notReceived = (name: string) =>
  new UploadRefused(name, 'FILE_NOT_RECEIVED', 'The file did not arrive whole. Please send it again.');

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
        throw notReceived(name);
      }
      const path = join(dir, String(index));
      const head = await copyToFile(file, path, maxBytes, name);
      // The content decides the type (and the name's extension); the client's word is ignored.
      const type = sniffType(head);
      const accepted = accepts ?? acceptedTypes(name);
      if (!type || !accepted.includes(type))
        throw new UploadRefused(
          name,
          'FILE_TYPE',
          `The file "${sanitizeFilename(file.filename)}" is not a ${describeTypes(accepted)} file.`,
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
  name: string,
): Promise<Uint8Array> {
  let size = 0;
  let head = Buffer.alloc(0);
  const tooLarge = () =>
    new UploadRefused(
      name,
      'FILE_TOO_LARGE',
      `The file "${sanitizeFilename(upload.filename)}" is larger than 5 MB.`,
    );
  let source: ReturnType<FileUpload['createReadStream']>;
  try {
    source = upload.createReadStream();
  } catch (err) {
    throw (err as { status?: number }).status === 413 ? tooLarge() : notReceived(name);
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
    throw err instanceof UploadRefused ? err : notReceived(name);
  }
  if ((source as unknown as { truncated?: boolean }).truncated) throw tooLarge();
  return head;
}
