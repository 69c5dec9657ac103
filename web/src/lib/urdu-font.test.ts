// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it, vi } from 'vitest';
import { ur } from '@/locales/ur';
import urPrivacyPage from '@/locales/ur/privacy-page';
import { installUrduFont, URDU_FONT_FACES, URDU_FONT_FAMILY } from './urdu-font';

const require = createRequire(import.meta.url);

/** Every string of a catalogue. */
const stringsOf = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(stringsOf);

/** `U+0600-06FF,U+200C` → a test for one code point. */
function inRange(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (cp) => spans.some(([from, to]) => cp >= from && cp <= to);
}

/** The shipped file of a face, parsed: the same file the build copies (its name is in the face's URL). */
function fontOf(url: string): Font {
  const file = url.split('/').pop()!.split('?')[0]!;
  expect(file).toMatch(/^noto-nastaliq-urdu-(arabic|latin)-400-normal\.woff2$/);
  return create(readFileSync(require.resolve(`@fontsource/noto-nastaliq-urdu/files/${file}`))) as Font;
}

describe('the Urdu webfont', () => {
  const faces = URDU_FONT_FACES.map((face) => ({
    ...face,
    font: fontOf(face.url),
    covers: inRange(face.unicodeRange),
  }));
  const used = [
    ...new Set([...[...stringsOf(ur), ...stringsOf(urPrivacyPage)].join('')].map((c) => c.codePointAt(0)!)),
  ].sort((a, b) => a - b);

  it('has a glyph for every character of the Urdu catalogue, in the face the browser picks for it', () => {
    // The browser uses, for each character, a face whose unicode-range holds it; that face's cmap must map it.
    const missing = used.filter((cp) => {
      const face = faces.find((f) => f.covers(cp));
      return !face || !face.font.hasGlyphForCodePoint(cp);
    });
    expect(
      missing.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`),
    ).toEqual([]);
    // Not a vacuous pass: the catalogue is mostly Urdu letters, including those that show as boxes without the font.
    expect(used.filter((cp) => cp >= 0x600 && cp <= 0x6ff).length).toBeGreaterThan(40);
    for (const letter of 'ہےھںٹڈڑ') expect(used).toContain(letter.codePointAt(0));
  });

  it('ships the Nastaliq family itself, not a stand-in', () => {
    for (const { font } of faces) expect(font.familyName).toBe(URDU_FONT_FAMILY);
  });

  it('declares each face with font-display swap and its unicode-range, once', () => {
    const added: FontFace[] = [];
    const fonts = { add: (face: FontFace) => added.push(face) } as unknown as FontFaceSet;
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    installUrduFont(fonts);
    installUrduFont(fonts);
    vi.unstubAllGlobals();
    expect(added).toHaveLength(URDU_FONT_FACES.length);
    expect(added.map((f) => (f as unknown as FakeFontFace).descriptors)).toEqual(
      URDU_FONT_FACES.map((face) => ({
        style: 'normal',
        weight: '400',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      })),
    );
    expect((added[0] as unknown as FakeFontFace).source).toMatch(
      /^url\(.+arabic-400-normal\.woff2.*\) format\('woff2'\)$/,
    );
  });
});
