import DOMPurify from 'dompurify';

/**
 * Question HTML is authored upstream and untrusted: everything rendered from it passes through DOMPurify first.
 * A private DOMPurify instance keeps our settings from leaking into (or being changed by) any other user of the
 * library's global instance.
 */
const purifier = DOMPurify(window);

const CONFIG = {
  // Form controls inside a question would collide with the answer controls the app renders itself.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'object',
    'embed',
  ],
  // `data-*` attributes are how the app marks its own blank slots; authored ones must not be able to fake them.
  ALLOW_DATA_ATTR: false,
};

/** Untrusted HTML → safe HTML string: scripts, event handlers and `javascript:` URLs removed, images kept. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}

/** Square-bracket blank markers as written in fill-in-the-blank questions: `[a]`, `[b]`, `[1]`. */
const MARKER = /\[([A-Za-z0-9_-]{1,16})\]/g;

/** The blank labels of a question's HTML in order of appearance, each once (fallback when none were sent). */
export function findBlankLabels(html: string): string[] {
  const labels: string[] = [];
  for (const match of html.matchAll(MARKER)) {
    const label = match[1];
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

export interface HtmlWithSlots {
  /** A detached element holding the sanitized HTML, with an empty `<span>` where each blank marker was. */
  root: HTMLElement;
  /** Blank label → its slot element (for rendering an input into it with a portal). */
  slots: Map<string, HTMLElement>;
  /** Labels whose marker was not found in the text (their inputs have to be shown elsewhere). */
  missing: string[];
}

/**
 * Sanitizes question HTML and replaces the first `[label]` marker of each wanted label with an empty slot element.
 * Working on the DOM rather than splitting the HTML string keeps the markup intact when a marker sits inside an
 * inline element or a table cell.
 */
export function sanitizeWithBlankSlots(html: string, labels: readonly string[]): HtmlWithSlots {
  const root = document.createElement('div');
  root.append(purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));

  const wanted = new Set(labels);
  const slots = new Map<string, HTMLElement>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);

  for (const textNode of textNodes) {
    const text = textNode.data;
    const pieces: (string | HTMLElement)[] = [];
    let last = 0;
    for (const match of text.matchAll(MARKER)) {
      const label = match[1] ?? '';
      if (!wanted.has(label) || slots.has(label)) continue;
      const slot = document.createElement('span');
      slot.className = 'blank-slot';
      slots.set(label, slot);
      pieces.push(text.slice(last, match.index), slot);
      last = match.index + match[0].length;
    }
    if (pieces.length === 0) continue;
    pieces.push(text.slice(last));
    textNode.replaceWith(...pieces.filter((piece) => piece !== ''));
  }

  return { root, slots, missing: labels.filter((label) => !slots.has(label)) };
}
