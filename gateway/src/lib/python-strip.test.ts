import { describe, expect, it } from 'vitest';
import { pythonStrip } from './python-strip';

describe('pythonStrip', () => {
  it('removes what Python strip() removes, also the separators JavaScript trim() keeps', () => {
    expect(pythonStrip('\x1c\x1f\x85 ayesha\t\u3000')).toBe('ayesha');
    expect(pythonStrip('  ')).toBe('');
    expect(pythonStrip('a b')).toBe('a b');
  });
  it('keeps what Python keeps (a zero-width no-break space is no space to it)', () => {
    expect(pythonStrip('\ufeffayesha')).toBe('\ufeffayesha');
  });
});
