// The API explorer at /graphql works with no internet: every request that leaves 127.0.0.1/localhost is aborted
// (and counted), yet the page loads, introspects (the Docs panel shows the schema's types) and runs a query.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './support/browser';
import { PASSWORD, shown, useE2E } from './support/flows';

const e2e = useE2E();
const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Replaces a Monaco editor's whole text. Monaco may auto-close a bracket or quote of the inserted text: whatever
 * it added after the cursor is deleted.
 */
async function replaceText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Control+Shift+End');
  await page.keyboard.press('Delete');
}

/** An access token as a mobile client gets one (login with tokenDelivery: BEARER). */
async function bearerToken(username: string): Promise<string> {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation($i: LoginInput!) { login(input: $i) { session { tokens { accessToken } } } }`,
      variables: { i: { username, password: PASSWORD, tokenDelivery: 'BEARER' } },
    }),
  });
  const body = (await res.json()) as { data: { login: { session: { tokens: { accessToken: string } } } } };
  return body.data.login.session.tokens.accessToken;
}

describe('the offline API explorer', () => {
  it('serves GraphiQL from the gateway only: loads, introspects and runs a query with the internet blocked', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 800 });
    const outside: string[] = [];
    await page.context().route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL.has(url.hostname))
        return route.continue();
      outside.push(url.href);
      return route.abort('internetdisconnected');
    });
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    const local: string[] = [];
    page.on('request', (req) => local.push(new URL(req.url()).pathname));

    const res = await page.goto('/graphql');
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Learnify API explorer');

    // Introspection: the Docs panel lists the root types and opens one.
    // The Docs panel is open from the start.
    await shown(page.getByRole('button', { name: 'Hide Documentation Explorer' }));
    const docs = page.locator('.graphiql-doc-explorer');
    await shown(docs.getByRole('link', { name: 'Query' }).first());
    await docs.getByRole('link', { name: 'Query' }).first().click();
    await shown(docs.getByText('catalogue', { exact: true }).first());

    // A query typed into the editor runs against this gateway and its data shows in the response pane. Monaco
    // is ready once the default tab's text is drawn; its text uses no-break spaces, hence \W and \s below.
    const editor = page.locator('.graphiql-query-editor .view-lines').first();
    await expect.poll(() => editor.innerText(), { timeout: 10_000 }).toMatch(/mutation\sSignIn/);
    // The whole sample shows at 1280 × 800, Docs panel and Headers tab open: its first and last lines are drawn
    // (Monaco draws only the lines in view) and no line runs past the editor's right edge.
    expect(await editor.innerText()).toMatch(/^#\sLearnify[\s\S]*query\sMe\s\{[\s\S]*username\srole/);
    const clipped = await page.evaluate(() => {
      const right = document
        .querySelector('.graphiql-query-editor .monaco-scrollable-element')
        ?.getBoundingClientRect().right;
      return Array.from(document.querySelectorAll('.graphiql-query-editor .view-line > span'))
        .filter((line) => right === undefined || line.getBoundingClientRect().right > right + 1)
        .map((line) => line.textContent);
    });
    expect(clipped).toEqual([]);
    await replaceText(page, editor, 'query Grades { grades { id label } }');
    // GraphiQL takes an edit in after a short debounce; the tab renamed after the operation shows it has.
    await shown(page.locator('.graphiql-tabs').getByText('Grades', { exact: true }));
    await execute(page, 'Grades');
    const response = page.locator('.graphiql-response');
    await expect.poll(() => response.innerText(), { timeout: 20_000 }).toMatch(/"label"\W+Grade\s1"/);
    expect(await response.innerText()).toMatch(/"data"\W+grades"/);

    // The header editor carries a bearer token, as a mobile developer would paste it.
    const token = await bearerToken('ayesha');
    await page.getByRole('button', { name: 'Headers', exact: true }).click();
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .view-lines').first();
    await replaceText(page, headers, JSON.stringify({ Authorization: `Bearer ${token}` }));
    expect((await headers.innerText()).replace(/\s/g, '')).toBe(`{"Authorization":"Bearer${token}"}`);
    await replaceText(page, editor, 'query Me { me { username role } }');
    await shown(page.locator('.graphiql-tabs').getByText('Me', { exact: true }));
    await execute(page, 'Me');
    await expect.poll(() => response.innerText(), { timeout: 20_000 }).toMatch(/"username"\W+ayesha"/);

    expect(outside).toEqual([]);
    expect(cspViolations).toEqual([]);
    // Its script, styles and editor workers all came from the gateway's own /assets.
    expect(local.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).length).toBeGreaterThan(1);
    expect(local.some((p) => /\/assets\/graphql\.worker-[\w-]+\.js$/.test(p))).toBe(true);
  });

  it('references only its own assets, and a JSON client at the same URL still gets GraphQL', async () => {
    const page = await fetch(`${gatewayUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/explorer-[\w-]+\.js">/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // no CDN reference at all
    // Its chunks are its own: the home page references none of them (the app's bundle is unchanged by it).
    const home = await (await fetch(`${gatewayUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const assetsOf = (doc: string) => new Set(doc.match(/\/assets\/[\w.-]+/g) ?? []);
    const explorerAssets = assetsOf(html);
    expect(explorerAssets.size).toBeGreaterThan(0);
    expect([...assetsOf(home)].filter((a) => explorerAssets.has(a))).toEqual([]);
    const api = await fetch(`${gatewayUrl()}/graphql?query=%7B__typename%7D`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

/**
 * Clicks Execute until the gateway has answered the named operation: on a cold start (first run on a machine, the
 * editor's workers still compiling) a click can land before GraphiQL is ready to send.
 */
async function execute(page: Page, operationName: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes(`query ${operationName}`),
      { timeout: 10_000 },
    );
    await page.getByRole('button', { name: /Execute query/i }).click();
    try {
      expect((await answered).status()).toBe(200);
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
