import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y';
import { gatewayUrl } from './support/browser';
import { shown, useE2E } from './support/flows';

const e2e = useE2E();

describe('the installable app', () => {
  it('serves its manifest and service worker with the right types, caching and CSP', async () => {
    const sw = await fetch(`${gatewayUrl()}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const source = await sw.text();
    // The build stamped its version and app-shell list into the worker.
    expect(source).not.toContain('__LEARNIFY_BUILD__');
    expect(source).toMatch(/const BUILD_ASSETS = \[[^\]]*"\/assets\/index-[\w-]+\.js"/);

    const manifest = await fetch(`${gatewayUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#1b8a4b' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    const page = await fetch(`${gatewayUrl()}/why-join`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('registers its service worker and opens offline: static pages from the shell, others on the offline page', async () => {
    const { page } = e2e;
    await page.goto('/why-join');
    await shown(page.getByRole('heading', { level: 1, name: 'Why join Learnify?' }));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.goto('/membership');
    await shown(page.getByRole('heading', { level: 1, name: 'Membership' }));

    await page.goto('/student/quiz-history');
    await shown(page.getByRole('heading', { level: 1, name: 'You are offline' }));
    await shown(page.getByRole('heading', { level: 2, name: 'انٹرنیٹ نہیں ہے' }));
    expect(await axeViolations(page)).toEqual([]);

    // Nothing personal is ever stored: no GraphQL or media response in any cache.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => /\/graphql|\/media\//.test(url))).toEqual([]);
    await page.context().setOffline(false);
  });
});
