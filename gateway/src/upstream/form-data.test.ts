import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Response } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDataOf, sanitizeFilename } from './form-data';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-data-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** What the upstream receives: undici serialises the form, a multipart parser reads it back. */
async function roundTrip(form: Awaited<ReturnType<typeof formDataOf>>) {
  const sent = new Response(form);
  const type = sent.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await sent.arrayBuffer());
  return { type, bytes, form: await new Response(bytes, { headers: { 'content-type': type } }).formData() };
}

describe('formDataOf', () => {
  it('sends text fields and the spooled file intact, as multipart/form-data', async () => {
    const picture = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 256));
    const path = join(dir, 'receipt');
    await writeFile(path, picture);
    const { type, form } = await roundTrip(
      await formDataOf([
        { name: 'plan', value: 'monthly' },
        { name: 'full_name', value: 'Ayesha Siddiqui – آیشہ' },
        { name: 'fee_receipt', filename: 'receipt.png', contentType: 'image/png', path },
      ]),
    );
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(form.get('plan')).toBe('monthly');
    expect(form.get('full_name')).toBe('Ayesha Siddiqui – آیشہ');
    const file = form.get('fee_receipt') as File;
    expect(file.name).toBe('receipt.png');
    expect(file.type).toBe('image/png');
    expect(sha(Buffer.from(await file.arrayBuffer()))).toBe(sha(picture));
  });

  it('cleans the file name and keeps a non-ASCII one readable', async () => {
    const path = join(dir, 'x');
    await writeFile(path, 'x');
    const { form } = await roundTrip(
      await formDataOf([
        { name: 'a', filename: 'C:\\Users\\me\\pic "1".png', contentType: 'image/png', path },
        { name: 'b', filename: 'رسید.png', contentType: 'image/png', path },
      ]),
    );
    expect((form.get('a') as File).name).toBe('pic 1.png');
    expect((form.get('b') as File).name).toBe('رسید.png');
  });

  it("knows every part's size before sending (so the request gets a Content-Length)", async () => {
    const path = join(dir, 'sized');
    await writeFile(path, Buffer.alloc(12_345));
    const form = await formDataOf([{ name: 'f', filename: 'f.png', contentType: 'image/png', path }]);
    expect(((form.get('f') as Blob) ?? { size: -1 }).size).toBe(12_345);
  });
});

describe('sanitizers', () => {
  it('cleans file names', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('a\r\nContent-Type: x.png')).toBe('aContent-Type: x.png');
    expect(sanitizeFilename('...')).toBe('upload');
    expect(sanitizeFilename(undefined)).toBe('upload');
  });
});
