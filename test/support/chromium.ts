// Debian's Chromium, driven by playwright-core, with the flags the workplace requires: no sandbox as root, and no
// background traffic to the (closed) internet. Shared by the browser tests and the browser benchmark.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * playwright-core refuses a `--user-data-dir` argument on `launch()`: it always passes its own fresh one (a mkdtemp
 * `playwright_chromiumdev_profile-*` dir, removed on close) instead.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}
