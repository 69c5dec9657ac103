import { describe, expect, it } from 'vitest';
import { safeFilename, sniffType } from '../uploads/file-type';

describe('file type by content', () => {
  it('recognises the accepted types by their first bytes only', () => {
    expect(sniffType(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('image/png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF87a', 'latin1'))).toBe('image/gif');
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.4', 'latin1'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('<svg onload=x>', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('names the file after what it is', () => {
    expect(safeFilename('report.final.html', 'image/png')).toBe('report.final.png');
    expect(safeFilename('رسید', 'application/pdf')).toBe('رسید.pdf');
    expect(safeFilename('<b>.', 'image/gif')).toBe('_b_.gif');
  });
});
