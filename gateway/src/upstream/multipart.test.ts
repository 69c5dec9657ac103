import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeMultipart, sanitizeContentType, sanitizeFilename, type FilePart } from './multipart';

async function collect(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

function filePart(
  name: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
  chunkSize = 7,
): FilePart {
  return {
    name,
    filename,
    contentType,
    size: bytes.length,
    async *open() {
      for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
    },
  };
}

describe('encodeMultipart', () => {
  it('produces a body any multipart parser reads back intact, with an exact Content-Length', async () => {
    const picture = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const encoded = encodeMultipart([
      { name: 'plan', value: 'monthly' },
      { name: 'full_name', value: 'Ayesha Siddiqui – آیشہ' },
      filePart('fee_receipt', 'receipt.png', 'image/png', picture),
    ]);
    const bytes = await collect(encoded.body);
    expect(bytes.length).toBe(encoded.contentLength);
    expect(encoded.contentType).toMatch(/^multipart\/form-data; boundary=----learnify[0-9a-f]{32}$/);
    const form = await new Response(bytes, { headers: { 'content-type': encoded.contentType } }).formData();
    expect(form.get('plan')).toBe('monthly');
    expect(form.get('full_name')).toBe('Ayesha Siddiqui – آیشہ');
    const file = form.get('fee_receipt') as File;
    expect(file.name).toBe('receipt.png');
    expect(file.type).toBe('image/png');
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(Buffer.from(await file.arrayBuffer()))).toBe(sha(picture));
  });

  it('writes the exact headers the upstream expects', async () => {
    const encoded = encodeMultipart(
      [filePart('profile_picture', 'C:\\Users\\me\\pic "1".png', 'image/png', Buffer.from('x'))],
      'B',
    );
    const text = (await collect(encoded.body)).toString('latin1');
    expect(text).toBe(
      '--B\r\nContent-Disposition: form-data; name="profile_picture"; filename="pic 1.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--B--\r\n',
    );
  });

  it('sends non-ASCII names with an RFC 5987 filename* as well', async () => {
    const encoded = encodeMultipart(
      [filePart('fee_receipt', 'رسید.png', 'image/png', Buffer.from('x'))],
      'B',
    );
    const text = (await collect(encoded.body)).toString('utf8');
    expect(text).toContain(`filename="____.png"; filename*=UTF-8''${encodeURIComponent('رسید.png')}`);
  });

  it('streams file parts lazily (not read before the body is consumed)', async () => {
    let opened = false;
    const part: FilePart = {
      name: 'f',
      filename: 'a',
      contentType: 'text/plain',
      size: 1,
      open: () => {
        opened = true;
        return (async function* () {
          yield new Uint8Array([65]);
        })();
      },
    };
    const encoded = encodeMultipart([part]);
    expect(opened).toBe(false);
    await collect(encoded.body);
    expect(opened).toBe(true);
  });
});

describe('sanitizers', () => {
  it('cleans file names', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('a\r\nContent-Type: x.png')).toBe('aContent-Type: x.png');
    expect(sanitizeFilename('...')).toBe('upload');
    expect(sanitizeFilename(undefined)).toBe('upload');
  });
  it('accepts only plain MIME types', () => {
    expect(sanitizeContentType('image/PNG')).toBe('image/png');
    expect(sanitizeContentType('image/png\r\nX: y')).toBe('application/octet-stream');
    expect(sanitizeContentType('')).toBe('application/octet-stream');
  });
});
