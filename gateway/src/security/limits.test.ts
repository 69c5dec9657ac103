import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window';
import { safeFilename, sniffType } from '../uploads/file-type';

describe('SlidingWindow', () => {
  it('allows `limit` hits per window, then says how long to wait; old hits expire', () => {
    let now = 0;
    const w = new SlidingWindow(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(w.retryAfter('k')).toBe(0);
      w.hit('k');
      now += 10_000;
    }
    // Hits at 0, 10 s, 20 s; now 30 s: the first expires at 60 s.
    expect(w.retryAfter('k')).toBe(30);
    expect(w.retryAfter('other')).toBe(0);
    now = 60_001;
    expect(w.retryAfter('k')).toBe(0);
  });

  it('a limit of 0 disables it', () => {
    const w = new SlidingWindow(0, 1000);
    for (let i = 0; i < 100; i++) w.hit('k');
    expect(w.retryAfter('k')).toBe(0);
  });

  it('tracks a bounded number of keys (a flood of usernames cannot grow memory)', () => {
    const w = new SlidingWindow(1, 60_000, () => 0, 2);
    w.hit('a');
    w.hit('b');
    w.hit('c'); // evicts the oldest, "a"
    expect(w.retryAfter('a')).toBe(0);
    expect(w.retryAfter('b')).toBeGreaterThan(0);
    expect(w.retryAfter('c')).toBeGreaterThan(0);
  });
});

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
