import type { NormalizedCacheObject } from '@apollo/client';
import { SERVER_STATE_ID, type Language } from '@/server-render-contract';

/**
 * What a page the gateway rendered carries for hydration: its language and Apollo's cache after the
 * render, in `<script type="application/json" id="learnify-ssr">`. A JSON data block is never executed, so the
 * strict CSP (`script-src 'self'`) needs no exception for it (docs/decisions/0022-server-rendered-public-pages.md).
 */
export interface ServerState {
  language: Language;
  apollo: NormalizedCacheObject;
}

export { SERVER_STATE_ID };

/**
 * The state as the body of the data block: `<` is escaped (`\u003c`, still the same JSON) so no text inside it,
 * e.g. a quiz title holding `</script>`, can close the element or open a comment.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The rendered page's state, or null for the app shell (a signed-in reader, offline, a private route). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
