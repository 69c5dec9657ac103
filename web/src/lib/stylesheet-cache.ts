import { STYLESHEET_COOKIE } from '@/server-render-contract';

/** A month: a new build's stylesheet has a new name, which the next rendered page brings inline again. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * On a page the gateway rendered with the app's stylesheet inline: fetches that file (immutable, so the browser
 * keeps it) and then tells the gateway, by a cookie naming it, that her next pages may link it instead of carrying
 * it — about a third less to send and to compress per page.
 */
export function keepStylesheet(): void {
  const href = document.querySelector<HTMLStyleElement>('style[data-href]')?.dataset['href'];
  const name = href?.split('/').pop();
  if (!href || !name || !/^[\w.-]+\.css$/.test(name)) return;
  fetch(href, { credentials: 'same-origin' }).then(
    (response) => {
      if (response.ok)
        document.cookie = `${STYLESHEET_COOKIE}=${name}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
    },
    // Offline or refused: pages keep bringing it inline.
    () => undefined,
  );
}
