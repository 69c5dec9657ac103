import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, doubleAdmin, type E2EBrowser } from './support/browser';
let b: E2EBrowser;
beforeAll(async () => { b = await launchBrowser(); });
afterAll(async () => { await b?.close(); });
it('loads home', async () => {
  await doubleAdmin('reset');
  const { page, context } = await newPage(b.browser);
  await page.goto('/');
  await page.getByRole('heading').first().waitFor();
  console.log(await page.content());
  await context.close();
  expect(1).toBe(1);
});
