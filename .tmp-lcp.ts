import { launchChromium } from './test/support/chromium';
const browser = await launchChromium();
for (let i = 0; i < 2; i++) {
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.addInitScript(() => {
  const w = window as any; w.__e = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) w.__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)} ${e.element ? e.element.tagName + '.' + e.element.className : ''} ${e.size ?? ''}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) w.__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)}`); }).observe({ type: 'paint', buffered: true });
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
const t0 = Date.now();
page.on('response', (r) => console.log(Date.now() - t0, r.status(), new URL(r.url()).pathname));
await page.goto('http://127.0.0.1:4137/', { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => (window as any).__e));
await ctx.close();
}
await browser.close();
