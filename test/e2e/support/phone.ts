import type { Locator, Page } from 'playwright-core';

/**
 * What a phone reader cannot see of the open screen's data tables: for every row of every visible table, each cell
 * whose content does not lie wholly inside the viewport (a table scrolled sideways leaves its far columns outside,
 * a clipping box cuts them), and each email broken over two lines. `keys` are column headers that must be there:
 * a key column missing from every table is a problem too, so the check cannot pass by finding nothing.
 */
export async function rowProblems(page: Page, keys: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ keys, emailHeader }) => {
      const width = document.documentElement.clientWidth;
      const problems: string[] = [];
      const found = new Set<string>();
      /** The part of [left, right] that every clipping ancestor of `el` lets through; null when nothing is left. */
      const visible = (el: Element, left: number, right: number): [number, number] | null => {
        for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
          if (getComputedStyle(a).overflowX === 'visible') continue;
          const r = a.getBoundingClientRect();
          left = Math.max(left, r.left);
          right = Math.min(right, r.right);
        }
        return right - left >= 1 ? [left, right] : null;
      };
      const tables = Array.from(document.querySelectorAll('main table')).filter(
        (t) => !t.closest('.visually-hidden, [hidden]'),
      ) as HTMLTableElement[];
      for (const table of tables) {
        const headers = Array.from(table.tHead?.rows[0]?.cells ?? []).map((c) => c.textContent!.trim());
        for (const key of keys) if (headers.includes(key)) found.add(key);
        for (const body of Array.from(table.tBodies))
          for (const row of Array.from(body.rows)) {
            const rowName = row.cells[0]?.textContent?.trim().slice(0, 30) ?? '?';
            Array.from(row.cells).forEach((cell, i) => {
              const header = headers[i] ?? `column ${i + 1}`;
              const range = document.createRange();
              range.selectNodeContents(cell);
              const rects = Array.from(range.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
              if (rects.length === 0) return;
              const left = Math.min(...rects.map((r) => r.left));
              const right = Math.max(...rects.map((r) => r.right));
              const span = visible(cell, left, right);
              const where = `${Math.round(left)}…${Math.round(right)} px`;
              if (!span) problems.push(`"${rowName}" ${header}: hidden (${where})`);
              else if (left < -0.5 || right > width + 0.5 || span[0] > left + 0.5 || span[1] < right - 0.5)
                problems.push(`"${rowName}" ${header}: ${where} in a ${width} px viewport`);
              if (header === emailHeader && new Set(rects.map((r) => Math.round(r.top))).size > 1)
                problems.push(`"${rowName}" ${header}: "${cell.textContent}" broken over lines`);
            });
          }
      }
      for (const key of keys) if (!found.has(key)) problems.push(`no "${key}" column`);
      return problems;
    },
    { keys: [...keys], emailHeader: keys.find((k) => /^(Email|ای میل)$/.test(k)) ?? null },
  );
}

/**
 * The Latin letters, digits and signs of each element's text in the order a reader sees them, left to right, line
 * by line (Urdu letters are left out: their order inside a word is the script's business). This is what bidi gets
 * wrong: "1. Nouns Quiz" seen as "Nouns Quiz .1", "33.33%" as "%33.33". One answer per element `locator` matches.
 */
export async function seenLatinAll(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((el) => {
      const glyphs: { ch: string; x: number; top: number; height: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const ch = text[i]!;
          if (!/[\x20-\x7e]/.test(ch)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width < 0.5) continue;
          glyphs.push({ ch, x: box.left + box.width / 2, top: box.top, height: box.height });
        }
      }
      glyphs.sort((a, b) => a.top - b.top);
      const lines: (typeof glyphs)[] = [];
      for (const g of glyphs) {
        const line = lines.at(-1);
        if (line && Math.abs(line[0]!.top - g.top) < line[0]!.height / 2) line.push(g);
        else lines.push([g]);
      }
      return lines
        .map((line) =>
          line
            .sort((a, b) => a.x - b.x)
            .map((g) => g.ch)
            .join('')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .join(' / ');
    }),
  );
}

/** `seenLatinAll` of the one element `locator` names. */
export async function seenLatin(locator: Locator): Promise<string> {
  const [seen] = await seenLatinAll(locator);
  if (seen === undefined) throw new Error(`nothing to read: ${String(locator)}`);
  return seen;
}
