const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Makes media URLs in question HTML load from the gateway's own origin (which proxies `/media/`): absolute URLs
 * on the upstream's host (with or without scheme/default port) and relative `media/…` paths become `/media/…`.
 */
export function rewriteMediaUrls(html: string, upstreamOrigin: string): string {
  const origin = new URL(upstreamOrigin);
  const defaultPort = origin.protocol === 'https:' ? '443' : '80';
  const port = origin.port && origin.port !== defaultPort ? `:${origin.port}` : `(?::${defaultPort})?`;
  return html
    .replace(new RegExp(`(?:https?:)?//${escapeRegExp(origin.hostname)}${port}/media/`, 'gi'), '/media/')
    .replace(/(\s(?:src|href|poster)\s*=\s*["']?)(?:\.\/)?media\//gi, '$1/media/');
}

/** Labels of fill-in blanks written as `[a]`, `[b]` … in the question text, in order of first appearance. */
export function blankLabels(html: string): string[] {
  const labels: string[] = [];
  for (const m of html.matchAll(/\[([A-Za-z0-9_]{1,16})\]/g)) {
    const label = m[1];
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of a possibly-HTML string (result questions are meant to be plain already; be sure). */
export function toPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, name: string) => {
      const code = /^#x/i.test(name)
        ? parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number(name.slice(1))
          : NaN;
      if (Number.isInteger(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A media URL (e.g. a profile picture) served from the gateway's origin; other http(s) URLs kept; else null. */
export function rewriteMediaUrl(url: string | null, upstreamOrigin: string): string | null {
  if (!url) return null;
  if (url.startsWith('/media/')) return url;
  if (url.startsWith('media/')) return `/${url}`;
  try {
    const u = new URL(url);
    if (u.origin === new URL(upstreamOrigin).origin && u.pathname.startsWith('/media/'))
      return `${u.pathname}${u.search}`;
    return u.protocol === 'https:' || u.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Text made safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
