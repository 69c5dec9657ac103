import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, openScreen } from './support/a11y';
import { useE2E } from './support/flows';

const e2e = useE2E();
const FAMILY = 'Noto Nastaliq Urdu';

/** Every web font file the page asks for from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The page's declared faces of a family and their load state. */
const facesOf = (page: Page, family: string) =>
  page.evaluate((name) => {
    const faces: { status: string; display: string; unicodeRange: string }[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/["']/g, '') === name)
        faces.push({ status: face.status, display: face.display, unicodeRange: face.unicodeRange });
    });
    return faces;
  }, family);

/**
 * The characters of the page's text that render as the font's "missing glyph" box. Each character is drawn on a
 * canvas in the given font stack and its pixels compared with those of characters no font has (a private-use
 * and an unassigned code point): a missing glyph draws exactly that box, any real glyph draws something else.
 */
const missingGlyphs = (page: Page, font: string) =>
  page.evaluate(async (fontSpec) => {
    const text = document.body.innerText;
    await document.fonts.load(fontSpec, text);
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 80;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (char: string) => {
      ctx.clearRect(0, 0, 80, 80);
      ctx.font = fontSpec;
      ctx.fillText(char, 10, 50);
      return Array.from(ctx.getImageData(0, 0, 80, 80).data).join(',');
    };
    const boxes = new Set(['\u{E000}', '\u{10FFFD}', '\u{0378}'].map(draw));
    const chars = [...new Set(text)].filter((c) => c.trim() !== '');
    return { checked: chars.length, missing: chars.filter((c) => boxes.has(draw(c))) };
  }, font);

describe('the Urdu webfont', () => {
  it('is not fetched for an English reader, and is fetched once Urdu is chosen', async () => {
    const { page } = e2e;
    const fonts = fontRequests(page);
    await openScreen(page, '/');
    expect(fonts).toEqual([]);
    expect(await facesOf(page, FAMILY)).toEqual([]);

    await page.getByRole('button', { name: 'اردو' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'ur');
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.some((url) => /noto-nastaliq-urdu-arabic-400-normal/.test(url))).toBe(true);
    const faces = await facesOf(page, FAMILY);
    expect(faces.map((f) => f.display)).toEqual(['swap', 'swap']);
    expect(faces.find((f) => f.unicodeRange.includes('U+600-6FF'))?.status).toBe('loaded');
  });

  it('shows the Urdu home page with no missing glyphs on a machine without Urdu fonts', async () => {
    const { page } = e2e;
    await chooseLanguage(page, 'ur');
    await openScreen(page, '/');
    await page.evaluate(() => document.fonts.ready);
    // This machine has no Urdu font of its own: drawn with the system's fonts, Urdu letters are boxes (so the
    // check below would catch a page that fell back to them).
    const withoutWebfont = await missingGlyphs(page, '40px sans-serif');
    expect(withoutWebfont.missing).toEqual(expect.arrayContaining(['ہ', 'ے', '۔']));

    // The page's text uses the webfont, which has loaded, and draws every character it shows.
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont.startsWith(`"${FAMILY}"`)).toBe(true);
    expect((await facesOf(page, FAMILY)).some((f) => f.status === 'loaded')).toBe(true);
    const { checked, missing } = await missingGlyphs(page, `40px "${FAMILY}", sans-serif`);
    expect(checked).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
