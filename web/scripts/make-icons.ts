/**
 * Renders the PNG app icons from the hand-written SVGs in `public/icons/` with Debian's Chromium (no image
 * library needed). Run from the repo root after changing an SVG: `npx tsx web/scripts/make-icons.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ICONS = new URL('../public/icons/', import.meta.url);
const OUTPUTS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  { svg: 'icon.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const { svg, png, size } of OUTPUTS) {
    const markup = await readFile(new URL(svg, ICONS), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = markup.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    await writeFile(new URL(png, ICONS), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
