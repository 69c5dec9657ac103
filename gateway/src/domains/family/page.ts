// The family page as HTML, made by the gateway: readable with JavaScript off, in English or Urdu, with nothing
// personal in its <head> (a chat app's link preview reads only the head: every page has the same generic card).
import { escapeHtml } from '../../lib/html';
import { karachiDay } from '../../lib/karachi-day';
import type { StoredLink } from './links';
import { PAGE_STYLE } from './page-style';
import { PAGE_TEXT, type PageLanguage, type PageText } from './page-text';
import { RENEW_PATH, type FamilySummary, type FamilyWeekView } from './summary';

export type { PageLanguage } from './page-text';

/** What a page needs besides its data: where the Urdu font is served from, when the build has one. */
export interface PageAssets {
  urduFontUrl: string | null;
}

/** The same for every family page, live or not, in either language: no name, no figure. */
const CARD = {
  title: 'Learnify — a week of learning',
  description: "A child's week of learning on Learnify, shared with her family.",
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A value put into a sentence: escaped, and isolated so digits and Latin names read right inside Urdu. */
const iso = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

/** `2026-11-28` (or an instant) → `28-11-2026`, as Learnify shows dates. */
function dayMonthYear(value: string | number): string {
  const day = typeof value === 'number' ? karachiDay(value) : value.slice(0, 10);
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

const percentFormats: Record<PageLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }),
  ur: new Intl.NumberFormat('ur', { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }),
};
const percent = (value: number | null, lang: PageLanguage) =>
  value === null ? '—' : percentFormats[lang].format(value / 100);

/** "Grade 3" is Learnify's own label, worded in the page's language; any other grade name as it is. */
function gradeLabel(name: string, t: PageText): string {
  const number = /^Grade\s+(\d+)$/i.exec(name.trim())?.[1];
  return number ? fill(t.grade, { number }) : name;
}

function document(lang: PageLanguage, body: string, assets: PageAssets): string {
  const t = PAGE_TEXT[lang];
  const other: PageLanguage = lang === 'en' ? 'ur' : 'en';
  const font =
    lang === 'ur' && assets.urduFontUrl
      ? `@font-face{font-family:'Noto Nastaliq Urdu';font-style:normal;font-weight:400;font-display:swap;src:url(${assets.urduFontUrl}) format('woff2');unicode-range:U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+FB50-FDFF,U+FE70-FEFC}`
      : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="description" content="${escapeHtml(CARD.description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Learnify">
<meta property="og:title" content="${escapeHtml(CARD.title)}">
<meta property="og:description" content="${escapeHtml(CARD.description)}">
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="#1b8a4b">
<link rel="icon" type="image/svg+xml" href="/icons/icon.svg">
<title>${escapeHtml(CARD.title)}</title>
<style>${font}${PAGE_STYLE}</style>
</head>
<body>
<header>
<a class="brand" href="/" aria-label="${escapeHtml(t.homeLink)}">${escapeHtml(t.appName)}</a>
<a class="switch" href="?lang=${other}" hreflang="${other}" lang="${other}" aria-label="${escapeHtml(`${t.languageLabel}: ${t.otherLanguage}`)}">${escapeHtml(t.otherLanguage)}</a>
</header>
${body}
</body>
</html>
`;
}

function streakCard(days: number, t: PageText): string {
  const value =
    days === 0
      ? `<p>${escapeHtml(t.streakNone)}</p>`
      : `<p class="big">${escapeHtml(days === 1 ? t.streakOne : fill(t.streakDays, { n: String(days) }))}</p>`;
  return `<section class="card" aria-labelledby="streak"><h2 id="streak">${escapeHtml(t.streakTitle)}</h2>${value}</section>`;
}

function weekCard(week: FamilyWeekView, lang: PageLanguage, t: PageText): string {
  const count = fill(escapeHtml(t.weekCount), {
    n: iso(String(week.quizzes.length)),
    date: iso(dayMonthYear(week.weekStartsOn)),
  });
  const rows = week.quizzes
    .map(
      (q) =>
        `<li><span class="what"><bdi>${escapeHtml(q.title)}</bdi>${q.subject ? `<small><bdi>${escapeHtml(q.subject)}</bdi>${q.finishedAt ? ` · ${iso(dayMonthYear(q.finishedAt))}` : ''}</small>` : ''}</span><span class="figure"><span class="visually-hidden">${escapeHtml(t.scoreLabel)}: </span>${iso(percent(q.percentage, lang))}</span></li>`,
    )
    .join('');
  const list = rows ? `<ul>${rows}</ul>` : `<p>${escapeHtml(t.weekEmpty)}</p>`;
  return `<section class="card" aria-labelledby="week"><h2 id="week">${escapeHtml(t.weekTitle)}</h2><p class="meta">${count}</p>${list}</section>`;
}

function subjectsCard(summary: FamilySummary | null, lang: PageLanguage, t: PageText): string {
  const subjects = summary?.subjects ?? [];
  const rows = subjects
    .map((s) => {
      const width = Math.max(0, Math.min(100, s.average));
      return `<li><span class="subject"><div><bdi>${escapeHtml(s.subject)}</bdi><span class="figure">${iso(percent(s.average, lang))}</span></div><span class="bar" aria-hidden="true"><span style="width:${width.toFixed(1)}%"></span></span></span></li>`;
    })
    .join('');
  const list = rows ? `<ul>${rows}</ul>` : `<p>${escapeHtml(t.subjectsEmpty)}</p>`;
  return `<section class="card" aria-labelledby="subjects"><h2 id="subjects">${escapeHtml(t.subjectsTitle)}</h2>${list}</section>`;
}

function practiseCard(summary: FamilySummary | null, t: PageText): string {
  const next = summary?.practiseNext;
  return `<section class="card" aria-labelledby="next"><h2 id="next">${escapeHtml(t.practiseTitle)}</h2>${next ? `<p class="big"><bdi>${escapeHtml(next)}</bdi></p>` : `<p>${escapeHtml(t.practiseNone)}</p>`}</section>`;
}

function subscriptionCard(week: FamilyWeekView, t: PageText): string {
  const { endsOn, state } = week.subscription;
  const date = endsOn ? iso(dayMonthYear(endsOn)) : '';
  const renew = `<p><a class="button" href="${RENEW_PATH}">${escapeHtml(t.renewLink)}</a></p>`;
  let body: string;
  switch (state) {
    case 'ACTIVE':
      body = `<p>${endsOn ? fill(escapeHtml(t.activeUntil), { date }) : escapeHtml(t.active)}</p>`;
      break;
    case 'ENDING_SOON':
      body = `<p class="notice" role="status">${fill(escapeHtml(t.endingSoon), { date })}</p>${renew}`;
      break;
    case 'ENDED':
      body = `<p class="notice ended" role="status">${endsOn ? fill(escapeHtml(t.endedOn), { date }) : escapeHtml(t.ended)}</p>${renew}`;
      break;
    case 'UNKNOWN':
      body = `<p>${escapeHtml(t.unknown)}</p>`;
      break;
  }
  return `<section class="card" aria-labelledby="subscription"><h2 id="subscription">${escapeHtml(t.subscriptionTitle)}</h2>${body}</section>`;
}

function footer(t: PageText, lang: PageLanguage, linkExpiresAt: number | null): string {
  const ends = linkExpiresAt
    ? `<p>${fill(escapeHtml(t.linkEnds), { date: iso(dayMonthYear(linkExpiresAt)) })}</p>`
    : '';
  return `<footer><p>${escapeHtml(t.readOnly)}</p>${ends}<p><a href="/privacy?lang=${lang}#privacy-family">${escapeHtml(t.privacyLink)}</a></p></footer>`;
}

/** A live link's page: her week at the time of the view. */
export function renderFamilyWeekPage(
  view: { link: StoredLink; summary: FamilySummary | null; week: FamilyWeekView },
  lang: PageLanguage,
  assets: PageAssets,
): string {
  const t = PAGE_TEXT[lang];
  const { summary, week } = view;
  const name = summary?.firstName;
  const heading = name ? fill(escapeHtml(t.heading), { name: iso(name) }) : escapeHtml(t.headingNoName);
  const meta = [
    summary?.grade ? iso(gradeLabel(summary.grade, t)) : null,
    summary
      ? fill(escapeHtml(t.updated), { date: iso(dayMonthYear(summary.keptAt)) })
      : escapeHtml(t.notSeenYet),
  ]
    .filter(Boolean)
    .join(' · ');
  const body = `<main>
<h1>${heading}</h1>
<p class="meta">${meta}</p>
${streakCard(week.streakDays, t)}
${weekCard(week, lang, t)}
${subjectsCard(summary, lang, t)}
${practiseCard(summary, t)}
${subscriptionCard(week, t)}
</main>
${footer(t, lang, view.link.expiresAt)}`;
  return document(lang, body, assets);
}

/** A page without her data: a dead link (one page for unknown, expired and revoked), a wait, or a preview card. */
export function renderPlainPage(
  kind: 'not-found' | 'limited' | 'unavailable' | 'preview',
  lang: PageLanguage,
  assets: PageAssets,
  waitMinutes = 1,
): string {
  const t = PAGE_TEXT[lang];
  const [title, text] =
    kind === 'not-found'
      ? [t.notFoundTitle, t.notFoundBody]
      : kind === 'limited'
        ? [t.limitedTitle, fill(t.limitedBody, { minutes: String(waitMinutes) })]
        : kind === 'unavailable'
          ? [t.unavailableTitle, t.unavailableBody]
          : [t.appName, t.previewBody];
  const body = `<main>
<h1>${escapeHtml(title)}</h1>
<section class="card"><p>${escapeHtml(text)}</p></section>
</main>
${footer(t, lang, null)}`;
  return document(lang, body, assets);
}
