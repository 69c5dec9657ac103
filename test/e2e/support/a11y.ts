import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { englishPhrases, untranslatedPieces } from '../../../web/src/locales/ur/untranslated';
import { shown } from './flows';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 level A and AA, as axe tags them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHRASES = englishPhrases();

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}
type AxeWindow = Window & { axe?: { run(context: Document, options: unknown): Promise<AxeResult> } };

/**
 * Runs axe-core in the page (evaluated over DevTools, so the app's strict CSP does not block it) and returns one
 * line per violation: rule, impact and the first offending elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Remembers the interface language on this device, as the header switch does. */
export async function chooseLanguage(page: Page, language: 'en' | 'ur'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('learnify.language', value), language);
}

/** Opens `path` and waits until the screen has its data (no request in flight, no loading indicator). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await shown(page.locator('h1').first());
  await page.locator('.loading-state').first().waitFor({ state: 'detached' });
}

/** What is wrong with the open screen: axe violations, and in Urdu a wrong direction or English left over. */
export async function screenProblems(page: Page, language: 'en' | 'ur'): Promise<string[]> {
  const problems = await axeViolations(page);
  const html = await page.evaluate(() => {
    // Text nodes one by one, leaving out quiz content (rendered with dir="auto": authored, not translated).
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('[dir="auto"], script, style')) pieces.push(node.textContent ?? '');
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        pieces.push(el.getAttribute(name) ?? '');
    return { lang: document.documentElement.lang, dir: document.documentElement.dir, pieces };
  });
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  if (html.lang !== language || html.dir !== dir)
    problems.push(`<html lang="${html.lang}" dir="${html.dir}">`);
  if (language === 'ur')
    problems.push(...untranslatedPieces(html.pieces, PHRASES).map((p) => `untranslated: ${p}`));
  return problems;
}

/** The widths every screen is checked at: a common phone and a common laptop (the layouts differ: menu, tables). */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/**
 * Checks every path in both languages at phone and desktop width; returns only the screens with problems (so `{}`
 * means all clean), keyed by width, language and path.
 */
export async function checkScreens(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const language of ['en', 'ur'] as const) {
      await chooseLanguage(page, language);
      for (const path of paths) {
        await openScreen(page, path);
        const problems = await screenProblems(page, language);
        if (problems.length > 0) report[`${viewport.width}px ${language} ${path}`] = problems;
      }
    }
  }
  return report;
}
