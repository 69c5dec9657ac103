import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPLORER_PAGE, explorerLandingPage } from './explorer-landing-page';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What Apollo answers a browser's GET /graphql with, through its own HTTP entry point. */
async function landingPage(webDistDir: string): Promise<{ status: number | undefined; body: string }> {
  const server = new ApolloServer({
    typeDefs: 'type Query { ok: Boolean }',
    plugins: [explorerLandingPage({ webDistDir })],
  });
  await server.start();
  try {
    const res = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'GET',
        headers: new HeaderMap([['accept', 'text/html']]),
        search: '',
        body: undefined,
      },
      context: async () => ({}),
    });
    const body = res.body.kind === 'complete' ? res.body.string : '';
    return { status: res.status, body };
  } finally {
    await server.stop();
  }
}

describe('explorerLandingPage', () => {
  it("serves the web build's explorer page as Apollo's landing page", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'explorer-dist-'));
    dirs.push(dist);
    const page =
      '<!doctype html><title>Learnify API explorer</title><script src="/assets/explorer-x.js"></script>';
    writeFileSync(join(dist, EXPLORER_PAGE), page);
    const res = await landingPage(dist);
    expect(res.status ?? 200).toBe(200);
    expect(res.body).toBe(page);
  });

  it('says how to build it when the web app is not built (instead of loading anything from a CDN)', async () => {
    const res = await landingPage(join(tmpdir(), 'learnify-no-such-dist'));
    expect(res.body).toContain('npm run build:web');
    expect(res.body).not.toMatch(/https?:\/\//);
  });
});
