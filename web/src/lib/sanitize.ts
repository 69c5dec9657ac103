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

/**
 * The marker of a blank as the question's text carries it: its label in square brackets. The labels themselves
 * come from the schema (`Question.blanks`, found once by the gateway); the web never looks for markers of its own.
 */
export const blankMarker = (label: string) => `[${label}]`;

/** The first marker of a wanted label (not yet placed) in a piece of text, or null. */
function firstMarker(text: string, from: number, labels: readonly string[], placed: Set<string>) {
  let best: { label: string; index: number } | null = null;
  for (const label of labels) {
    if (placed.has(label)) continue;
    const index = text.indexOf(blankMarker(label), from);
    if (index >= 0 && (!best || index < best.index)) best = { label, index };
  }
  return best;
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
 * Sanitizes question HTML and replaces the first `[label]` marker of each of `labels` (the schema's `blanks`) with
 * an empty slot element. Working on the DOM keeps the markup intact when a marker sits inside an inline element.
 */
export function sanitizeWithBlankSlots(html: string, labels: readonly string[]): HtmlWithSlots {
  const root = document.createElement('div');
  root.append(purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));

  const slots = new Map<string, HTMLElement>();
  const placed = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);

  for (const textNode of textNodes) {
    const text = textNode.data;
    const pieces: (string | HTMLElement)[] = [];
    let last = 0;
    for (let found = firstMarker(text, 0, labels, placed); found;) {
      const slot = document.createElement('span');
      slot.className = 'blank-slot';
      slots.set(found.label, slot);
      placed.add(found.label);
      pieces.push(text.slice(last, found.index), slot);
      last = found.index + blankMarker(found.label).length;
      found = firstMarker(text, last, labels, placed);
    }
    if (pieces.length === 0) continue;
    pieces.push(text.slice(last));
    textNode.replaceWith(...pieces.filter((piece) => piece !== ''));
  }

  return { root, slots, missing: labels.filter((label) => !slots.has(label)) };
}
