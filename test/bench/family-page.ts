// `npm run bench:family`: the family page on the throttled phone (Chromium, cold, English and Urdu: LCP and the
// bytes it loaded), and how long dead tokens take over HTTP (unknown and revoked, interleaved) beside a live one.
// Results go to docs/performance.md. It reports; it never fails on time.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE, throttle, withBrowser } from './browser-metrics';
import { machineLine, ms, writeBlock } from './report';
import { startBenchStack } from './stack';
import { GqlClient } from '../gateway/support';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'web/dist');
const RUNS = 5;
const TIMED = 300;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

interface Load {
  lcpMs: number;
  bytes: number;
  requests: number;
}

async function main() {
  const machine = machineLine(['playwright-core']);
  const stack = await startBenchStack({
    webDistDir: DIST,
    nodeEnv: 'test',
    env: { RATE_LIMIT_FAMILY_VIEWS_PER_IP: '0' },
  });
  try {
    const child = new GqlClient(stack.gatewayOrigin, { cookie: stack.cookie });
    await child.gql('{ viewer { progress { id } } }');
    const make = async () => {
      const res = await child.gql(
        'mutation M { createFamilyLink(input: { language: EN }) { familyLink { id url } } }',
      );
      return res.data.createFamilyLink.familyLink as { id: string; url: string };
    };
    const live = await make();
    const revoked = await make();
    await child.gql(`mutation R { revokeFamilyLink(input: { id: "${revoked.id}" }) { revokedId } }`);
    const liveUrl = `${stack.gatewayOrigin}${live.url}`;

    const loads = await withBrowser(async (newContext) => {
      const out: Record<'en' | 'ur', Load[]> = { en: [], ur: [] };
      for (let i = 0; i < RUNS; i++)
        for (const lang of ['en', 'ur'] as const) {
          const context = await newContext({ viewport: { width: 360, height: 740 } });
          const page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { __lcp: number };
            w.__lcp = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) w.__lcp = e.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          });
          let bytes = 0;
          let requests = 0;
          page.on('response', (res) => {
            requests += 1;
            void res
              .body()
              .then((b) => (bytes += b.length))
              .catch(() => undefined);
          });
          await throttle(page);
          await page.goto(`${liveUrl}?lang=${lang}`, { waitUntil: 'load' });
          await page.waitForTimeout(1500);
          const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
          out[lang].push({ lcpMs, bytes, requests });
          await context.close();
        }
      return out;
    });

    // Dead tokens over HTTP: unknown and revoked interleaved, a live one beside them.
    const tokenOf = (url: string) => url.replace('/family/', '');
    const kinds = {
      unknown: () => `/family/${'A'.repeat(32)}`,
      revoked: () => `/family/${tokenOf(revoked.url)}`,
      live: () => live.url,
    };
    const times: Record<keyof typeof kinds, number[]> = { unknown: [], revoked: [], live: [] };
    for (let i = 0; i < TIMED; i++)
      for (const kind of Object.keys(kinds) as Array<keyof typeof kinds>) {
        const started = performance.now();
        const res = await fetch(`${stack.gatewayOrigin}${kinds[kind]()}`, {
          headers: { accept: 'text/html' },
        });
        await res.arrayBuffer();
        if (i > 20) times[kind].push(performance.now() - started);
      }

    const row = (lang: 'en' | 'ur') => {
      const xs = loads[lang];
      return `| ${lang === 'en' ? 'English' : 'Urdu'} | ${ms(median(xs.map((l) => l.lcpMs)))} | ${xs.map((l) => ms(l.lcpMs)).join(', ')} | ${(median(xs.map((l) => l.bytes)) / 1024).toFixed(1)} | ${median(xs.map((l) => l.requests))} |`;
    };
    const timeRow = (kind: keyof typeof kinds) =>
      `| ${kind} | ${ms(median(times[kind]))} | ${ms(p90(times[kind]))} |`;
    const lines = [
      `Run ${new Date().toISOString().slice(0, 16)}Z with \`npm run bench:family\`. Machine: ${machine}.`,
      '',
      `**The family page on the phone** (CPU ×${PHONE.cpu}, ${PHONE.downKbps / 1000} Mbps down, ${PHONE.rttMs} ms RTT, 360×740), ${RUNS} cold loads each, target LCP ≤ 1.0 s:`,
      '',
      '| page | LCP median (ms) | runs (ms) | bytes loaded (KB, decoded) | requests |',
      '| --- | --: | --- | --: | --: |',
      row('en'),
      row('ur'),
      '',
      `**Dead tokens answered alike** (over HTTP on loopback, ${TIMED - 21} requests each, interleaved): the same 404 page after the same single store read; a live token also renders her week.`,
      '',
      '| token | median (ms) | p90 (ms) |',
      '| --- | --: | --: |',
      timeRow('unknown'),
      timeRow('revoked'),
      timeRow('live'),
    ];
    await writeBlock('bench:family', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await stack.close();
  }
}

await main();
