// The family page's HTML: nothing personal in its head (what a link preview reads), her data escaped in its body,
// both languages, and one dead-link page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredLink } from './links';
import { renderFamilyWeekPage, renderPlainPage } from './page';
import { familyWeekAt, type FamilySummary } from './summary';

const NOW = Date.parse('2026-11-26T12:00:00+05:00'); // a Thursday
const link: StoredLink = {
  id: 'l1',
  owner: 'id:1',
  createdAt: NOW,
  expiresAt: NOW + 30 * 86_400_000,
  language: 'EN',
  lastOpenedAt: null,
};
const assets = { urduFontUrl: '/assets/noto-nastaliq-urdu-arabic-400-normal-x.woff2' };

function summary(over: Partial<FamilySummary> = {}): FamilySummary {
  return {
    keptAt: NOW,
    firstName: 'Ayesha',
    grade: 'Grade 3',
    quizzes: [
      {
        title: '1. Numbers Mixed Quiz',
        subject: 'Mathematics',
        percentage: 95,
        finishedAt: '2026-11-25T10:00:00+05:00',
        day: '2026-11-25',
      },
    ],
    streak: { currentDays: 2, lastActiveOn: '2026-11-25' },
    subjects: [{ subject: 'Mathematics', average: 77.5 }],
    practiseNext: 'English',
    subscription: { endsOn: '2026-11-30', status: 'active', readAt: NOW },
    ...over,
  };
}

const render = (s: FamilySummary | null, lang: 'en' | 'ur' = 'en') =>
  renderFamilyWeekPage({ link, summary: s, week: familyWeekAt(s, NOW) }, lang, assets);
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
const bodyOf = (html: string) => /<body>([\s\S]*)<\/body>/.exec(html)![1]!;

describe('the family page', () => {
  it('shows her week: name, grade, quizzes with scores, streak, averages, next subject, renewal', () => {
    const html = bodyOf(render(summary()));
    for (const text of [
      'Ayesha',
      'Grade 3',
      '1. Numbers Mixed Quiz',
      '95%',
      '2 days in a row',
      '77.5%',
      'English',
    ])
      expect(html).toContain(text);
    expect(html).toContain('It ends on <bdi>30-11-2026</bdi>');
    expect(html).toContain('href="/account/renew-subscription"');
    expect(html).not.toMatch(/<script|<form|<input|<button/i);
  });

  it('has the same head for every child, in each language: a link preview learns nothing', () => {
    const text = fc.string({ minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.constantFrom<'en' | 'ur'>('en', 'ur'),
        (name, title, subject, lang) => {
          const s = summary({
            firstName: name,
            quizzes: [{ ...summary().quizzes[0]!, title, subject }],
            subjects: [{ subject, average: 50 }],
          });
          expect(headOf(render(s, lang))).toBe(headOf(render(summary(), lang)));
          expect(headOf(render(s, lang))).toBe(headOf(renderPlainPage('not-found', lang, assets)));
        },
      ),
      { numRuns: 100, seed: 7 },
    );
  });

  it('escapes what Learnify and the child wrote', () => {
    const html = render(
      summary({
        firstName: '<img src=x onerror=alert(1)>',
        quizzes: [{ ...summary().quizzes[0]!, title: '</li><script>x()</script>' }],
        practiseNext: '"><b>',
      }),
    );
    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('in Urdu: right to left, its own words, the Urdu font, numbers isolated', () => {
    const html = render(summary(), 'ur');
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(html).toContain('اس ہفتے کے کوئز');
    expect(html).toContain('جماعت 3');
    expect(html).toContain("font-family:'Noto Nastaliq Urdu'");
    expect(html).toContain('<bdi>95%</bdi>');
    expect(render(summary(), 'en')).not.toContain('@font-face');
  });

  it('before her first visit says when her week will show, with no figure made up', () => {
    const html = bodyOf(render(null));
    expect(html).toContain('Her week shows here once she next uses Learnify.');
    expect(html).toContain('No quiz finished this week yet.');
    expect(html).toContain('Not known yet');
  });

  it('the dead-link page is one page per language', () => {
    expect(renderPlainPage('not-found', 'en', assets)).toBe(renderPlainPage('not-found', 'en', assets));
    expect(renderPlainPage('not-found', 'en', assets)).toContain('This link does not work');
    expect(renderPlainPage('not-found', 'ur', assets)).toContain('یہ لنک کام نہیں کرتا');
    expect(renderPlainPage('preview', 'en', assets)).not.toContain('Ayesha');
  });
});
