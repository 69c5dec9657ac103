import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { FamilyViews } from '../domains/family/family-views';
import {
  renderFamilyWeekPage,
  renderPlainPage,
  type PageAssets,
  type PageLanguage,
} from '../domains/family/page';
import { RETRY_AFTER_SECONDS, waitSeconds } from '../errors';
import type { GatewayStore } from '../store/store';

/**
 * Nothing on the page runs or loads from elsewhere: no script at all, its own inline style, our font, no form. A
 * family page can only be read.
 */
export const FAMILY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Chat apps and crawlers that fetch a link to preview it: they get the generic card, never her week. */
const LINK_PREVIEW =
  /whatsapp|telegrambot|facebookexternalhit|facebot|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|viber|snapchat|pinterest|redditbot|applebot|googlebot|bingbot|yandex|embedly|vkshare|mastodon|bluesky|iframely|linkexpander/i;

/** Where the built Urdu font is (fingerprinted by the web build), looked for again while it is missing. */
function urduFontLocator(distDir: string): () => Promise<string | null> {
  let url: string | null = null;
  let lookedAt = 0;
  return async () => {
    if (url || Date.now() - lookedAt < 30_000) return url;
    lookedAt = Date.now();
    const files = await readdir(join(distDir, 'assets')).catch(() => []);
    const file = files.find((name) => /^noto-nastaliq-urdu-arabic-400-normal-[\w-]+\.woff2$/.test(name));
    url = file ? `/assets/${file}` : null;
    return url;
  };
}

/**
 * A path under `/family` that cannot be decoded (a stray `%`) is a dead token like any other: it is routed to the
 * family page as one (`-`), so it gets the same work, page and headers instead of Fastify's JSON 400. Every other
 * URL is left as it is.
 */
export function rewriteFamilyUrl(url: string): string {
  if (!/^\/family(?:[/?%]|$)/.test(url)) return url;
  const at = url.indexOf('?');
  const [path, query] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `/family/-${query}`;
  }
}

const languageOf = (value: unknown): PageLanguage | null => (value === 'ur' || value === 'en' ? value : null);

/**
 * `/family/<token>`: the family page, rendered here for every request (never kept, never shared), with JavaScript
 * off. Every answer is `no-store`, `noindex` and `no-referrer`; a dead token (unknown, expired, revoked) gets one
 * 404 page, the same bytes after the same work; anything else under `/family` is a dead token too.
 */
export function registerFamilyPage(
  app: FastifyInstance,
  options: {
    store: GatewayStore;
    env: Pick<Env, 'rateLimitFamilyViewsPerIp' | 'rateLimitWindowMs' | 'webDistDir'>;
  },
): void {
  const views = new FamilyViews(
    options.store,
    { perIp: options.env.rateLimitFamilyViewsPerIp, windowMs: options.env.rateLimitWindowMs },
    'page',
  );
  const urduFont = urduFontLocator(options.env.webDistDir);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = languageOf((request.query as Record<string, unknown> | undefined)?.['lang']);
    const token = ((request.params as Record<string, string | undefined>)['*'] ?? '').replace(/\/$/, '');
    const assets: PageAssets = { urduFontUrl: await urduFont() };
    void reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Security-Policy', FAMILY_PAGE_CSP)
      .type('text/html; charset=utf-8');
    if (LINK_PREVIEW.test(request.headers['user-agent'] ?? ''))
      return reply.code(200).send(renderPlainPage('preview', asked ?? 'en', assets));
    const outcome = await views.open(token, request.ip, Date.now(), true);
    switch (outcome.kind) {
      case 'week': {
        const lang = asked ?? (outcome.link.language === 'UR' ? 'ur' : 'en');
        return reply.code(200).send(renderFamilyWeekPage(outcome, lang, assets));
      }
      case 'not-found':
        return reply.code(404).send(renderPlainPage('not-found', asked ?? 'en', assets));
      case 'limited': {
        const seconds = waitSeconds(outcome.retryAfterMs);
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send(renderPlainPage('limited', asked ?? 'en', assets, Math.ceil(seconds / 60)));
      }
      case 'unavailable':
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send(renderPlainPage('unavailable', asked ?? 'en', assets));
    }
  };
  // The app's CSP is replaced by the page's own (security-headers.ts leaves it out for `appCsp: false`).
  app.get('/family', { config: { appCsp: false } }, handler);
  app.get('/family/*', { config: { appCsp: false } }, handler);
}
