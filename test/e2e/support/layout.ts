import type { Page } from 'playwright-core';
import { chooseLanguage, openScreen } from './a11y';

/** The phone widths every screen must fit: a small Android phone and a common large one. */
export const PHONE_WIDTHS = [360, 412] as const;

/**
 * What sticks out of the viewport on the open screen: the document wider than the window, and every piece of text
 * whose box (clipped by the scroll boxes and clipping ancestors it sits in) lies partly outside it. Text in a
 * table's own sideways-scrolling box is fine while it is inside that box; visually hidden text is skipped.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const docWidth = document.documentElement.scrollWidth;
    if (docWidth > width) problems.push(`document is ${docWidth} px wide in a ${width} px viewport`);

    /** The horizontal span left of `box` once every clipping ancestor of `el` has cut it; null if nothing is left. */
    const clipped = (el: Element, left: number, right: number): [number, number] | null => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
        if (right - left < 1) return null;
      }
      return [left, right];
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || seen.has(el) || el.closest('script, style, .visually-hidden, [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // SVG text has no range boxes worth trusting: take the element's box.
      const rects =
        el instanceof SVGElement
          ? [el.getBoundingClientRect()]
          : Array.from(
              (() => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return range.getClientRects();
              })(),
            );
      for (const rect of rects) {
        if (rect.width < 1 || rect.height < 1) continue;
        const span = clipped(el, rect.left, rect.right);
        if (!span) continue;
        if (span[0] < -0.5 || span[1] > width + 0.5) {
          seen.add(el);
          const where = `${Math.round(span[0])}…${Math.round(span[1])} px`;
          problems.push(`<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}" at ${where}`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Every path at both phone widths in both languages; only the screens with problems are reported. */
export async function checkLayout(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of ['en', 'ur'] as const) {
      await chooseLanguage(page, language);
      for (const path of paths) {
        await openScreen(page, path);
        const problems = await overflowProblems(page);
        if (problems.length > 0) report[`${width}px ${language} ${path}`] = problems;
      }
    }
  }
  return report;
}
