import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, idLike, numeric, text, tolerantArray } from './dto';

// Whatever the upstream sends in a leaf (wrong type, NaN-like text, nested objects, `__proto__` keys), a leaf
// parses to its own type or null: never a throw, never the raw value passed on.
const leaf = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: false, withObjectString: true }),
  fc.jsonValue(),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', ' 60.00 ', '', '  ', '0x10', '-0', '1.', '.5'),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, Number.MAX_VALUE, -0, 1.5, 2 ** 53 + 2),
);
const runs = { numRuns: 2000 };

describe('tolerant DTO leaves', () => {
  it('text is a string or null', () => {
    fc.assert(
      fc.property(leaf, (v) => {
        const out = text.parse(v);
        expect(out === null || typeof out === 'string').toBe(true);
        if (typeof v === 'string') expect(out).toBe(v);
      }),
      runs,
    );
  });

  it('numeric is a finite number or null', () => {
    fc.assert(
      fc.property(leaf, (v) => {
        const out = numeric.parse(v);
        expect(out === null || (typeof out === 'number' && Number.isFinite(out))).toBe(true);
      }),
      runs,
    );
  });

  it('idLike is a non-empty trimmed string or null', () => {
    fc.assert(
      fc.property(leaf, (v) => {
        const out = idLike.parse(v);
        expect(out === null || (typeof out === 'string' && out.length > 0 && out === out.trim())).toBe(true);
      }),
      runs,
    );
  });

  it('flag is a boolean or null', () => {
    fc.assert(
      fc.property(leaf, (v) => {
        const out = flag.parse(v);
        expect(out === null || typeof out === 'boolean').toBe(true);
      }),
      runs,
    );
  });

  it('tolerantArray is always a list of well-formed items', () => {
    const items = tolerantArray(z.object({ id: idLike, score: numeric }));
    fc.assert(
      fc.property(fc.oneof(leaf, fc.array(leaf)), (v) => {
        const out = items.parse(v);
        expect(Array.isArray(out)).toBe(true);
        for (const item of out) {
          expect(item.id === null || typeof item.id === 'string').toBe(true);
          expect(item.score === null || Number.isFinite(item.score)).toBe(true);
        }
      }),
      runs,
    );
  });
});
